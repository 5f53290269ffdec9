import { asc, count, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Task, TaskListQuery } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { applyWindow, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { presentTasks } from './present-tasks';
import { taskFilters } from './task-filters';
import { utcToday } from './task-rules';

/**
 * The default order, what a to-do list wants: open tasks first, soonest due first (undated last),
 * then the newest. An explicit `sort` (name = title, created_at) replaces it.
 */
const WORK_ORDER: SQL[] = [asc(sql`${tasks.completedAt} is not null`), sql`${tasks.dueDate} asc nulls last`, desc(tasks.createdAt), desc(tasks.id)];

/** `GET tasks`: top-level tasks of the workspaces in scope, filtered, ordered and paged. */
export async function listTasks(db: Db, userId: number, scope: number[], query: TaskListQuery, opts: { now: Date; sortSent: boolean }): Promise<{ data: Task[]; meta: PageMeta }> {
  const where = taskFilters(db, scope, query, userId, utcToday(opts.now));
  const [{ n }] = await db.select({ n: count() }).from(tasks).where(where);
  const rows = await applyWindow(db.select().from(tasks).where(where).$dynamic(), {
    orderBy: opts.sortSent ? orderFor(query.sort, { name: tasks.title, createdAt: tasks.createdAt, id: tasks.id }) : WORK_ORDER,
    limit: query.per_page,
    offset: pageOffset(query.page, query.per_page),
  });
  return paged(await presentTasks(db, userId, rows, opts.now), n, query.page, query.per_page);
}
