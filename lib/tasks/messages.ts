/** Section 8's texts for the tasks screen: error fallbacks and success toast titles. */
export const TASK_MSG = {
  fetch: 'Error fetching tasks',
  create: 'Error creating tasks',
  update: 'Error updating tasks',
  delete: 'Error deleting tasks',
  created: 'Task created',
  updated: 'Task updated',
  deleted: 'Task deleted',
  completed: 'Task completed',
  reopened: 'Task marked incomplete',
  subtaskAdded: 'Subtask added',
  /** The spec names no text for removing a subtask; the project's choice, in the same wording. */
  subtaskDeleted: 'Subtask deleted',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  fileAttached: 'File attached',
  fileRemoved: 'File removed',
  /** Shown in an open detail when someone else deleted the task. */
  gone: 'This task was deleted.',
} as const;
