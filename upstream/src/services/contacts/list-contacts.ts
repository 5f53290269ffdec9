import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { queryContacts } from './query-contacts';

/**
 * `GET companies/{id}/contacts`: paged; `search` matches first name, last name or email; sort
 * `name` orders by first then last name; `company_retailer_id` narrows to one retailer's people.
 */
export async function listContacts(db: Db, companyId: number, query: z.infer<typeof contactListQuery>) {
  const { page, per_page, search, sort, company_retailer_id } = query;
  const where = and(
    eq(contacts.companyId, companyId),
    company_retailer_id === undefined ? undefined : eq(contacts.companyRetailerId, company_retailer_id),
    search?.trim() ? or(nameFilter(contacts.firstName, search), nameFilter(contacts.lastName, search), nameFilter(contacts.email, search)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
  const dir = sort.startsWith('-') ? desc : asc;
  const orderBy = sort.endsWith('name') ? [dir(contacts.firstName), dir(contacts.lastName), dir(contacts.id)] : [dir(contacts.createdAt), dir(contacts.id)];
  const data = await queryContacts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
