import { createRouter } from '../../lib/router';
import { registerActionHandlers } from './action-handlers';
import { registerFileHandlers } from './file-handlers';
import { registerTaskHandlers } from './task-handlers';

/**
 * Tasks (`tasks`, `tasks/{id}`, subtasks, completion, assignees, discussions, attached files) and
 * `meetings/{id}/task`. Every route needs the `tasks` ability. Ids are digits only, so static
 * siblings (`meetings/search`…) are never taken for an id, whatever the mounting order.
 */
export const tasksRouter = createRouter();
registerTaskHandlers(tasksRouter);
registerActionHandlers(tasksRouter);
registerFileHandlers(tasksRouter);
