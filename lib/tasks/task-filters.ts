import type { ApiQuery } from '@/lib/api/api-fetch';
import { TASK_STATUSES } from '@/lib/contract/values';

/**
 * The tasks screen's own filters, beside section 2's global filters, kept in the URL under the
 * API's names (`assignee`, `status`, `due_from`, `due_to`) so a filtered view is a link, and the
 * open task (`taskId`). The status defaults to open tasks and is then left out of the URL.
 */
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskAssignee = 'me' | number | null;
export type TaskFilters = { assignee: TaskAssignee; status: TaskStatus; dueFrom: string | null; dueTo: string | null };

export const DEFAULT_TASK_STATUS: TaskStatus = 'open';
export const EMPTY_TASK_FILTERS: TaskFilters = { assignee: null, status: DEFAULT_TASK_STATUS, dueFrom: null, dueTo: null };

export const STATUS_LABELS: Record<TaskStatus, string> = { open: 'Open', overdue: 'Overdue', completed: 'Completed', all: 'All' };
/** The order of the status control. */
export const STATUS_ORDER: readonly TaskStatus[] = ['open', 'overdue', 'completed', 'all'];

const KEYS = { assignee: 'assignee', status: 'status', dueFrom: 'due_from', dueTo: 'due_to', taskId: 'taskId', page: 'page' } as const;

const positiveId = (v: string | null): number | null => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= 2_147_483_647 ? Number(v) : null);
const date = (v: string | null): string | null => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

/** Reads the task filters; anything malformed reads as "not set" (a shared URL never breaks the page). */
export function readTaskFilters(params: URLSearchParams): TaskFilters {
  const assignee = params.get(KEYS.assignee);
  const status = params.get(KEYS.status);
  return {
    assignee: assignee === 'me' ? 'me' : positiveId(assignee),
    status: (TASK_STATUSES as readonly string[]).includes(status ?? '') ? (status as TaskStatus) : DEFAULT_TASK_STATUS,
    dueFrom: date(params.get(KEYS.dueFrom)),
    dueTo: date(params.get(KEYS.dueTo)),
  };
}

/** Writes a change of the task filters; like the global filters, it goes back to page 1. */
export function writeTaskFilters(params: URLSearchParams, patch: Partial<TaskFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...readTaskFilters(params), ...patch };
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(KEYS.assignee, merged.assignee === null ? null : String(merged.assignee));
  set(KEYS.status, merged.status === DEFAULT_TASK_STATUS ? null : merged.status);
  set(KEYS.dueFrom, merged.dueFrom);
  set(KEYS.dueTo, merged.dueTo);
  next.delete(KEYS.page);
  return next;
}

/** The list call's extra parameters (the status is always sent: the upstream's default could change). */
export const taskFiltersToQuery = (f: TaskFilters): ApiQuery => ({
  assignee: f.assignee ?? undefined,
  status: f.status,
  due_from: f.dueFrom ?? undefined,
  due_to: f.dueTo ?? undefined,
});

/** How many task filters differ from the defaults (for the empty state and "Clear filters"). */
export const activeTaskFilterCount = (f: TaskFilters): number =>
  [f.assignee !== null, f.status !== DEFAULT_TASK_STATUS, Boolean(f.dueFrom || f.dueTo)].filter(Boolean).length;

/** `?taskId=`: the open task, or null. */
export const readTaskId = (params: URLSearchParams): number | null => positiveId(params.get(KEYS.taskId));

export function withTaskId(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(KEYS.taskId);
  else next.set(KEYS.taskId, String(id));
  return next;
}
