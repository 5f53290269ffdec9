import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { CompanyUser } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyUsers, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { uploadUrl } from '../../lib/user-resource';

/** Company users with their account's name, email and image; callers add where / order / limit. */
export function selectCompanyUsers(db: Db) {
  return db
    .select({
      id: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      title: companyUsers.title,
      createdAt: companyUsers.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      image: users.image,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .$dynamic();
}

type CompanyUserRow = Awaited<ReturnType<typeof selectCompanyUsers>>[number];

export const toCompanyUser = (row: CompanyUserRow): CompanyUser => ({
  id: row.id,
  company_id: row.companyId,
  user_id: row.userId,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  image: uploadUrl(row.image),
  title: row.title,
  created_at: row.createdAt.toISOString(),
});

/** One person of the company by the company-user record's id (not the account id). */
export async function getCompanyUser(db: Db, companyId: number, id: number): Promise<CompanyUser> {
  const [row] = await selectCompanyUsers(db)
    .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Company user');
  return toCompanyUser(row);
}

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
