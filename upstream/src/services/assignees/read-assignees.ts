import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AssignableType, Assignee, AssigneeListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { brands, companyAssignees, companyRetailers, companyTeams, products, teamMembers, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';

/*
 * An assignee points at a brand, product or company retailer by (type, id) without a foreign key,
 * so each is left-joined on the type and the company; rows whose item is gone are left out.
 */
const a = companyAssignees;
const brandJoin = and(eq(a.assignableType, 'brand'), eq(brands.id, a.assignableId), eq(brands.companyId, a.companyId));
const productJoin = and(eq(a.assignableType, 'product'), eq(products.id, a.assignableId), eq(products.companyId, a.companyId));
const retailerJoin = and(eq(a.assignableType, 'retailer'), eq(companyRetailers.id, a.assignableId), eq(companyRetailers.companyId, a.companyId));

/** True for rows whose assigned item still exists; add it to every where. */
export const assignableExists = or(isNotNull(brands.id), isNotNull(products.id), isNotNull(companyRetailers.id));

/** Assignees with their person and item; callers add where / order / limit. */
export function selectAssignees(db: Db) {
  return db
    .select({
      id: a.id,
      companyId: a.companyId,
      userId: a.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      assignableType: a.assignableType,
      assignableId: a.assignableId,
      assignableName: sql<string>`coalesce(${brands.name}, ${products.name}, ${companyRetailers.name})`,
      role: a.role,
      createdAt: a.createdAt,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .leftJoin(brands, brandJoin)
    .leftJoin(products, productJoin)
    .leftJoin(companyRetailers, retailerJoin)
    .$dynamic();
}

type AssigneeRow = Awaited<ReturnType<typeof selectAssignees>>[number];

export const toAssignee = (row: AssigneeRow): Assignee => ({
  id: row.id,
  company_id: row.companyId,
  user_id: row.userId,
  user_name: `${row.firstName} ${row.lastName}`.trim(),
  user_email: row.email,
  assignable_type: row.assignableType,
  assignable_id: row.assignableId,
  assignable_name: row.assignableName,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

/** The person assigned must be a member of one of the company's teams (422 on `user_id` otherwise). */
export async function requireCompanyMember(db: Db, companyId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(companyTeams, and(eq(companyTeams.teamId, teamMembers.teamId), eq(companyTeams.companyId, companyId)))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  if (!row) throw fieldError('user_id', "The selected user is not a member of this company's teams.");
}

const TABLES = { brand: brands, product: products, retailer: companyRetailers } as const;

/** The assigned item must be a brand, product or retailer of this company (422 on `assignable_id` otherwise). */
export async function requireAssignable(db: Db, companyId: number, type: AssignableType, id: number): Promise<void> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1);
  if (!row) throw fieldError('assignable_id', `The selected ${type} is not one of this company's ${type}s.`);
}

/** One assignee of the company, with the person's name and email and the item's name. */
export async function getAssignee(db: Db, companyId: number, id: number): Promise<Assignee> {
  const [row] = await selectAssignees(db)
    .where(and(eq(companyAssignees.id, id), eq(companyAssignees.companyId, companyId), assignableExists))
    .limit(1);
  if (!row) throw notFound('Assignee');
  return toAssignee(row);
}

/**
 * `GET companies/{id}/assignees`: paged, optionally for one item (`assignable_type`, `assignable_id`)
 * or one person (`user_id`); `search` matches the person's first name, last name or email.
 */
export async function listAssignees(db: Db, companyId: number, query: AssigneeListQuery) {
  const { page, per_page, search, sort, assignable_type, assignable_id, user_id } = query;
  const a = companyAssignees;
  const where = and(
    eq(a.companyId, companyId),
    assignableExists,
    assignable_type === undefined ? undefined : eq(a.assignableType, assignable_type),
    assignable_id === undefined ? undefined : eq(a.assignableId, assignable_id),
    user_id === undefined ? undefined : eq(a.userId, user_id),
    search?.trim() ? or(nameFilter(users.firstName, search), nameFilter(users.lastName, search), nameFilter(users.email, search)) : undefined,
  );
  // Counted over the list's own query, so the total always matches the rows it pages.
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(selectAssignees(db).where(where).as('matching'));
  const direction = sort.startsWith('-') ? desc : asc;
  // Sort `name` is the person's first name, then last name; orderFor breaks ties by id.
  const order =
    sort.replace(/^-/, '') === 'name'
      ? [direction(sql`lower(${users.firstName})`), direction(sql`lower(${users.lastName})`), direction(a.id)]
      : orderFor(sort, { name: users.firstName, createdAt: a.createdAt, id: a.id });
  const rows = await selectAssignees(db)
    .where(where)
    .orderBy(...order)
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toAssignee), n, page, per_page);
}
