import type { TaskRow } from './present-tasks';

/** Pure rules of tasks, shared by the presenter and the list filters. */

/** Today's date (UTC) as YYYY-MM-DD: due dates are calendar days, compared as text. */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10);

/** Not completed and due before today (UTC). */
export const isOverdue = (row: Pick<TaskRow, 'completedAt' | 'dueDate'>, today: string) =>
  row.completedAt === null && row.dueDate !== null && row.dueDate < today;

/**
 * A task's progress: the share of its subtasks done; without subtasks, the task itself (0 or 100).
 * Completing a parent does not complete its subtasks, so a completed parent may show less than 100.
 */
export function taskProgress(row: Pick<TaskRow, 'completedAt'>, subtasks: readonly Pick<TaskRow, 'completedAt'>[]): number {
  if (subtasks.length === 0) return row.completedAt ? 100 : 0;
  return Math.round((100 * subtasks.filter((s) => s.completedAt !== null).length) / subtasks.length);
}
