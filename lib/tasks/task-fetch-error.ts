/**
 * The tasks' read fallback (spec §8), on its own: the task list's first load needs this text, not
 * the whole TASK_MSG table of the task actions (decision 0014). TASK_MSG.fetch is this.
 */
export const TASKS_FETCH_ERROR = 'Error fetching tasks';
