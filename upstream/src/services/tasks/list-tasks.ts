import { getTableColumns } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Task, TaskListQuery } from '@/lib/contract/tasks';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { applyWindow, onlyScoped, orderKeysFor } from '../../lib/list-query';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, narrowed, readPage } from '../../lib/read-page';
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

/**
 * Whether a task list asks for what list_counts' `open_tasks` counts: every open top-level task of
 * its workspaces, nothing narrower.
 */
const onlyOpenTasks = (q: TaskListQuery) => onlyScoped(q) && q.status === 'open' && q.assignee === undefined && !q.due_from && !q.due_to && !q.meeting_id;

/** `GET tasks`: top-level tasks of the workspaces in scope, filtered, ordered and paged. */
export async function listTasks(
  db: Db,
  userId: number,
  scope: number[],
  query: TaskListQuery,
  opts: { now: Date; sortSent: boolean },
): Promise<{ data: Task[]; meta: PageMeta }> {
  const where = taskFilters(db, scope, query, userId, utcToday(opts.now));
  const count = onlyOpenTasks(query) ? countedTotal('open_tasks', scope) : countOf(tasks, where);
  const keys = opts.sortSent ? orderKeysFor(query.sort, { name: tasks.title, createdAt: tasks.createdAt, id: tasks.id }) : WORK_ORDER;
  const search = query.search?.trim() ? { table: tasks, where } : undefined;
  const { rows, total } = await readPage(db, { keys, page: query.page, perPage: query.per_page, count, search }, (window, listTotal, only) =>
    applyWindow(
      db
        .select({ ...getTableColumns(tasks), listTotal })
        .from(tasks)
        .where(narrowed(where, only))
        .$dynamic(),
      window,
    ),
  );
  return paged(await presentTasks(db, userId, rows, opts.now), total, query.page, query.per_page);
}
