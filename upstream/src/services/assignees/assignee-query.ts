import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Assignee } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { brands, companyAssignees, companyRetailers, products, users } from '../../db/schema';

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

/** The count of the same joined rows, for paging. */
export function countAssignees(db: Db) {
  return db
    .select({ n: sql<number>`count(*)::int` })
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
