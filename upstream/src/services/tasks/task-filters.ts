import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TaskListQuery } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { taskAssignees, tasks } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a task is completed, as the one expression the status filter, the work order and the
 * index `tasks_work_order_idx` share: `taskDone = false` is then an index condition and the
 * first ORDER BY key a constant, so open tasks are read in order from either end.
 */
export const taskDone = sql`(${tasks.completedAt} is not null)`;

/**
 * The WHERE of `GET tasks`: top-level tasks of `scope` (workspaces the caller can see), then the
 * filters. `assignee=me` is the caller. Status: open (not completed), completed, overdue (open and
 * due before `today`, UTC) or all. due_from/due_to bound the due date, date_from/date_to the
 * creation day (inclusive UTC days). Search matches the title or the description (LIKE wildcards
 * literal). Tasks have no category, so that global filter does not apply to them.
 */
export function taskFilters(db: Db, scope: number[], q: TaskListQuery, userId: number, today: string): SQL {
  if (scope.length === 0) return sql`false`;
  const assignee = q.assignee === 'me' ? userId : q.assignee;
  const status = {
    open: sql`${taskDone} = false`,
    completed: sql`${taskDone} = true`,
    overdue: and(sql`${taskDone} = false`, lt(tasks.dueDate, today)),
    all: undefined,
  }[q.status];
  const search = q.search?.trim() ? or(nameFilter(tasks.title, q.search), nameFilter(tasks.description, q.search)) : undefined;
  return and(
    inArray(tasks.workspaceId, scope),
    isNull(tasks.parentId),
    assignee === undefined
      ? undefined
      : inArray(tasks.id, db.select({ id: taskAssignees.taskId }).from(taskAssignees).where(eq(taskAssignees.userId, assignee))),
    status,
    q.due_from ? gte(tasks.dueDate, q.due_from) : undefined,
    q.due_to ? lte(tasks.dueDate, q.due_to) : undefined,
    q.date_from ? gte(tasks.createdAt, new Date(`${q.date_from}T00:00:00.000Z`)) : undefined,
    q.date_to ? lt(tasks.createdAt, new Date(Date.parse(`${q.date_to}T00:00:00.000Z`) + DAY_MS)) : undefined,
    q.retailer_ids?.length ? inArray(tasks.workspaceRetailerId, q.retailer_ids) : undefined,
    q.brand_ids?.length ? inArray(tasks.workspaceBrandId, q.brand_ids) : undefined,
    q.product_ids?.length ? inArray(tasks.workspaceProductId, q.product_ids) : undefined,
    q.meeting_id ? eq(tasks.meetingId, q.meeting_id) : undefined,
    search,
  )!;
}
