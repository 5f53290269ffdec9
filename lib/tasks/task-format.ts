/** Display rules of tasks: due dates (calendar days, no time zone shift) and progress (people sort by name: lib/people/person-name.ts). */
import type { Subtask, Task } from '@/lib/contract/tasks';
import { formatDay } from '@/lib/dates/format-date';

/** A due date ("2026-03-04") as "Mar 4, 2026": a calendar day, the day the user chose in every zone. */
export const formatDueDate = (day: string | null | undefined): string => formatDay(day);

/** Today as the upstream counts it for "overdue" (UTC calendar day). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The upstream's rule, for optimistic updates: not completed and due before today (UTC). */
export const isOverdue = (due: string | null, completed: boolean, today: string = todayUtc()): boolean =>
  !completed && due !== null && due.slice(0, 10) < today;

/** Done and total subtasks. */
export function subtaskCounts(subtasks: readonly Pick<Subtask, 'completed'>[]): { done: number; total: number } {
  return { done: subtasks.filter((s) => s.completed).length, total: subtasks.length };
}

/** The upstream's progress: done subtasks / subtasks (rounded), or 0 / 100 by the task itself without subtasks. */
export function progressOf(completed: boolean, subtasks: readonly Pick<Subtask, 'completed'>[]): number {
  const { done, total } = subtaskCounts(subtasks);
  if (total === 0) return completed ? 100 : 0;
  return Math.round((100 * done) / total);
}

/** "2 of 5 subtasks done". */
export function progressText(task: Pick<Task, 'subtasks'>): string {
  const { done, total } = subtaskCounts(task.subtasks);
  return `${done} of ${total} ${total === 1 ? 'subtask' : 'subtasks'} done`;
}
