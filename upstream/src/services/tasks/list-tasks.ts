import { count } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Task, TaskListQuery } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { applyWindow, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { presentTasks } from './present-tasks';
import { taskDone, taskFilters } from './task-filters';
import { utcToday } from './task-rules';

/**
 * The default order, what a to-do list wants: open tasks first, soonest due first (undated last),
 * then the newest. An explicit `sort` (name = title, created_at) replaces it.
 */
const WORK_ORDER: OrderKey[] = [
  { by: taskDone, dir: 'asc' },
  { by: tasks.dueDate, dir: 'asc', nulls: 'last' },
  { by: tasks.createdAt, dir: 'desc' },
  { by: tasks.id, dir: 'desc' },
];

/** `GET tasks`: top-level tasks of the workspaces in scope, filtered, ordered and paged. */
export async function listTasks(db: Db, userId: number, scope: number[], query: TaskListQuery, opts: { now: Date; sortSent: boolean }): Promise<{ data: Task[]; meta: PageMeta }> {
  const where = taskFilters(db, scope, query, userId, utcToday(opts.now));
  const [{ n }] = await db.select({ n: count() }).from(tasks).where(where);
  const keys = opts.sortSent ? orderKeysFor(query.sort, { name: tasks.title, createdAt: tasks.createdAt, id: tasks.id }) : WORK_ORDER;
  const window = pageWindow(keys, n, query.page, query.per_page);
  const rows = inPageOrder(await applyWindow(db.select().from(tasks).where(where).$dynamic(), window), window);
  return paged(await presentTasks(db, userId, rows, opts.now), n, query.page, query.per_page);
}
