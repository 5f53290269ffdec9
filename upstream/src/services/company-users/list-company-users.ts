import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { companyUsers, users } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { selectCompanyUsers, toCompanyUser } from './company-user-query';

/** `GET companies/{id}/users`: paged; `search` matches first name, last name or email; sort `name` is first then last name. */
export async function listCompanyUsers(db: Db, companyId: number, query: CatalogueListQuery) {
  const { page, per_page, search, sort } = query;
  const where = and(
    eq(companyUsers.companyId, companyId),
    search?.trim() ? or(nameFilter(users.firstName, search), nameFilter(users.lastName, search), nameFilter(users.email, search)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(companyUsers).innerJoin(users, eq(users.id, companyUsers.userId)).where(where);
  const direction = sort.startsWith('-') ? desc : asc;
  const order =
    sort.replace(/^-/, '') === 'name'
      ? [direction(sql`lower(${users.firstName})`), direction(sql`lower(${users.lastName})`), direction(companyUsers.id)]
      : orderFor(sort, { name: users.firstName, createdAt: companyUsers.createdAt, id: companyUsers.id });
  const rows = await selectCompanyUsers(db)
    .where(where)
    .orderBy(...order)
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toCompanyUser), n, page, per_page);
}
