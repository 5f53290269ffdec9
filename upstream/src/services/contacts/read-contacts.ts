import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, contactListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyRetailers, contacts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { applyWindow, nameFilter } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';

/** Contacts as the contract's resource, with the name of the retailer they work at (if any). */
export async function queryContacts(db: Db, q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number }): Promise<Contact[]> {
  const rows = await applyWindow(
    db
      .select({ c: contacts, retailerName: companyRetailers.name })
      .from(contacts)
      .leftJoin(companyRetailers, eq(companyRetailers.id, contacts.companyRetailerId))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map(({ c, retailerName }) => ({
    id: c.id,
    company_id: c.companyId,
    company_retailer_id: c.companyRetailerId,
    company_retailer_name: retailerName,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    title: c.title,
    notes: c.notes,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

/** One contact of this company; another company's contact is a 404 under this path. */
export async function findContact(db: Db, companyId: number, contactId: number): Promise<Contact> {
  const [contact] = await queryContacts(db, { where: and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)) });
  if (!contact) throw notFound('Contact');
  return contact;
}

/** The WHERE of the contacts list (and its export): search on first name, last name or email; one retailer's people. */
export function contactListWhere(companyId: number, query: Pick<z.infer<typeof contactListQuery>, 'search' | 'company_retailer_id'>): SQL | undefined {
  const { search, company_retailer_id } = query;
  return and(
    eq(contacts.companyId, companyId),
    company_retailer_id === undefined ? undefined : eq(contacts.companyRetailerId, company_retailer_id),
    search?.trim() ? or(nameFilter(contacts.firstName, search), nameFilter(contacts.lastName, search), nameFilter(contacts.email, search)) : undefined,
  );
}

/**
 * `GET companies/{id}/contacts`: paged; `search` matches first name, last name or email; sort
 * `name` orders by first then last name; `company_retailer_id` narrows to one retailer's people.
 */
export async function listContacts(db: Db, companyId: number, query: z.infer<typeof contactListQuery>) {
  const { page, per_page, search, sort, company_retailer_id } = query;
  const where = contactListWhere(companyId, { search, company_retailer_id });
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
  const dir = sort.startsWith('-') ? desc : asc;
  const orderBy = sort.endsWith('name') ? [dir(contacts.firstName), dir(contacts.lastName), dir(contacts.id)] : [dir(contacts.createdAt), dir(contacts.id)];
  const data = await queryContacts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
