import { TASKS_FETCH_ERROR } from './task-fetch-error';

/** Section 8's texts for the tasks screen: error fallbacks and success toast titles. */
export const TASK_MSG = {
  fetch: TASKS_FETCH_ERROR,
  create: 'Error creating tasks',
  update: 'Error updating tasks',
  delete: 'Error deleting tasks',
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  completed: 'Task completed',
  reopened: 'Task marked incomplete',
  subtaskCompleted: 'Subtask completed',
  subtaskReopened: 'Subtask marked incomplete',
  /** The spec names no text for removing a subtask; the project's choice, in the same wording. */
  subtaskDeleted: 'Subtask deleted',
  assigned: 'Assignee added',
  unassigned: 'Assignee removed',
  fileAttached: 'File attached',
  fileRemoved: 'File removed',
  /** Shown in an open detail when someone else deleted the task. */
  gone: 'This task was deleted.',
} as const;

/** The toast after ticking a task or a subtask: "Task completed" would be untrue for a subtask. */
export function toggleToastTitle(completed: boolean, subtask: boolean): string {
  if (subtask) return completed ? TASK_MSG.subtaskCompleted : TASK_MSG.subtaskReopened;
  return completed ? TASK_MSG.completed : TASK_MSG.reopened;
}
