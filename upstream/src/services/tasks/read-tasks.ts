import type { SQL } from 'drizzle-orm';
import { and, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { Task, TaskDetail, TaskListQuery } from '@/lib/contract/tasks';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { taskAssignees, tasks } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { applyWindow, nameFilter, onlyScoped, orderKeysFor } from '../../lib/list-query';
import type { OrderKey } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countedTotal, countOf, narrowed, readPage } from '../../lib/read-page';
import type { TaskAccess } from '../access/content-guard';
import { presentDiscussions } from '../discussions/present-discussions';
import { workspaceUserIds } from '../live/broadcast-to-workspaces';
import { loadTaskAlert } from '../monitoring/alerts/load-task-alert';
import { presentTaskFiles, presentTasks } from './present-tasks';
import { utcToday } from './task-rules';

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

/**
 * `GET tasks/{id}` (a task or a subtask; `access` is the handler's requireTask 'read'): the task, its
 * discussions oldest first its attached files and the monitoring alert that opened it.
 */
export async function getTask(db: Db, access: TaskAccess, userId: number, now: Date): Promise<TaskDetail> {
  const taskId = access.row.id;
  const [[task], discussions, files, monitoringAlert] = await Promise.all([
    presentTasks(db, userId, [access.row], now),
    presentDiscussions(db, userId, { taskId, canEditSubject: access.canEdit }),
    presentTaskFiles(db, userId, taskId),
    loadTaskAlert(db, userId, taskId),
  ]);
  return { ...task, discussions, files, monitoring_alert: monitoringAlert };
}

/**
 * Assignees must be members of the workspace's teams (read-only teams included: they can read the
 * task). Anyone else is a 422 on `field`, whether or not the user exists, so ids reveal nothing.
 */
export async function assertWorkspaceMembers(deps: AppDeps, workspaceId: number, userIds: readonly number[], field: string, message: string): Promise<void> {
  if (userIds.length === 0) return;
  const members = new Set(await workspaceUserIds(deps, [workspaceId]));
  if (userIds.some((id) => !members.has(id))) throw fieldError(field, message);
}
