/**
 * Optimistic completion: the cached lists and details change at once when a checkbox is clicked,
 * before the upstream answers; the refetch that follows (or a rollback on failure) settles them.
 * Pure functions over whatever shapes hold tasks in the cache.
 */
import type { Subtask, Task } from '@/lib/contract/tasks';
import { isOverdue, progressOf, todayUtc } from './task-format';

type Completable = Pick<Task, 'id' | 'completed' | 'completed_at' | 'due_date' | 'overdue' | 'progress' | 'subtasks'>;

function patchSubtasks(subtasks: Subtask[], id: number, completed: boolean, at: string | null): Subtask[] | null {
  if (!subtasks.some((s) => s.id === id)) return null;
  return subtasks.map((s) => (s.id === id ? { ...s, completed, completed_at: at } : s));
}

/** The task with `id` (itself or one of its subtasks) marked completed or not; the same object when untouched. */
export function patchTask<T extends Completable>(task: T, id: number, completed: boolean, now: Date = new Date()): T {
  const at = completed ? now.toISOString() : null;
  if (task.id === id) {
    return {
      ...task,
      completed,
      completed_at: at,
      overdue: isOverdue(task.due_date, completed, todayUtc(now)),
      progress: progressOf(completed, task.subtasks),
    };
  }
  const subtasks = patchSubtasks(task.subtasks, id, completed, at);
  if (!subtasks) return task;
  return { ...task, subtasks, progress: progressOf(task.completed, subtasks) };
}

const isTaskLike = (v: unknown): v is Completable =>
  typeof v === 'object' && v !== null && typeof (v as Completable).id === 'number' && Array.isArray((v as Completable).subtasks);

function patchList(list: unknown[], id: number, completed: boolean, now: Date): unknown[] {
  let changed = false;
  const next = list.map((item) => {
    if (!isTaskLike(item)) return item;
    const patched = patchTask(item, id, completed, now);
    if (patched !== item) changed = true;
    return patched;
  });
  return changed ? next : list;
}

/**
 * Applies a completion to one cached value: a task detail, a page `{ data: Task[] }`, the home's
 * `{ items: Task[] }`, or a meeting detail's `{ tasks: Task[] }`. Anything else comes back as it was.
 */
export function patchCached(value: unknown, id: number, completed: boolean, now: Date = new Date()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isTaskLike(value)) return patchTask(value, id, completed, now);
  const record = value as Record<string, unknown>;
  for (const key of ['data', 'items', 'tasks'] as const) {
    const list = record[key];
    if (Array.isArray(list)) {
      const next = patchList(list, id, completed, now);
      if (next !== list) return { ...record, [key]: next };
    }
  }
  return value;
}
