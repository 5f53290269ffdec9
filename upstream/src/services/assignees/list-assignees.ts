import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AssigneeListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyAssignees, users } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { assignableExists, countAssignees, selectAssignees, toAssignee } from './assignee-query';

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
  const [{ n }] = await countAssignees(db).where(where);
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
