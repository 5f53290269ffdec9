import { asc, count, eq, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { queryContacts } from '../contacts/read-contacts';

/** `GET …/retailers/{id}/contacts`: the company retailer's contacts, by name. */
export async function listRetailerContacts(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(contacts.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
  const orderBy = [asc(sql`lower(${contacts.firstName})`), asc(sql`lower(coalesce(${contacts.lastName}, ''))`), asc(contacts.id)];
  return paged(await queryContacts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}
