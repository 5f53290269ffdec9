import { discussionBody } from '@/lib/contract/discussions';
import { meetingTaskBody, taskCreateBody, taskUpdateBody } from '@/lib/contract/tasks';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireTask } from '../../services/access/content-guard';
import { addSubtask } from '../../services/tasks/add-subtask';
import { addTaskDiscussion } from '../../services/tasks/add-task-discussion';
import { assignTask } from '../../services/tasks/assign-task';
import { createMeetingTask } from '../../services/tasks/create-meeting-task';
import { createTask } from '../../services/tasks/create-task';
import { deleteTask } from '../../services/tasks/delete-task';
import { detachTaskFile } from '../../services/tasks/detach-task-file';
import { getTask } from '../../services/tasks/get-task';
import { presentTaskFiles } from '../../services/tasks/present-task-files';
import { setTaskCompletion } from '../../services/tasks/set-task-completion';
import { unassignTask } from '../../services/tasks/unassign-task';
import { updateTask } from '../../services/tasks/update-task';
import {
  addSubtaskRoute,
  addTaskFileRoute,
  assignTaskRoute,
  completeTaskRoute,
  detachTaskFileRoute,
  incompleteTaskRoute,
  listTaskFilesRoute,
  taskDiscussionRoute,
  unassignTaskRoute,
} from './action-routes';
import { attachFile, taskPage } from './handlers';
import { createMeetingTaskRoute, createTaskRoute, deleteTaskRoute, listTasksRoute, showTaskRoute, updateTaskRoute } from './task-routes';

/**
 * Tasks (`tasks`, `tasks/{id}`, subtasks, completion, assignees, discussions, attached files) and
 * `meetings/{id}/task`. Every route needs the `tasks` ability. Ids are digits only, so static
 * siblings (`meetings/search`…) are never taken for an id, whatever the mounting order.
 */
const { router, route } = createResourceRouter({ tag: 'tasks', access: { ability: 'tasks' } });
export const tasksRouter = router;

/** Form fields that may arrive as repeated `x[]` values. */
const LIST_KEYS = ['assignee_ids'];

route(listTasksRoute, async (c) => c.json(await taskPage(c), 200));

route(createTaskRoute, async (c) => {
  const deps = c.var.deps;
  const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  return c.json({ data: await createTask(deps, c.var.auth.user.id, parseOr422(taskCreateBody, input)) }, 201);
});

route(createMeetingTaskRoute, async (c) => {
  const deps = c.var.deps;
  const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  return c.json({ data: await createMeetingTask(deps, c.var.auth.user.id, c.req.valid('param').meetingId, parseOr422(meetingTaskBody, input)) }, 201);
});

route(showTaskRoute, async (c) => c.json({ data: await getTask(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').taskId, c.var.deps.now()) }, 200));

route(updateTaskRoute, async (c) => {
  const deps = c.var.deps;
  const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  return c.json({ data: await updateTask(deps, c.var.auth.user.id, c.req.valid('param').taskId, parsePatch(taskUpdateBody, input)) }, 200);
});

route(deleteTaskRoute, async (c) => {
  await deleteTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId);
  return c.json({ message: 'Task has been deleted.' }, 200);
});

/** Subtasks, completion, assignees and discussions of a task. */
route(addSubtaskRoute, async (c) => c.json({ data: await addSubtask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json')) }, 201));

route(completeTaskRoute, async (c) => c.json({ data: await setTaskCompletion(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, true) }, 200));

route(incompleteTaskRoute, async (c) => c.json({ data: await setTaskCompletion(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, false) }, 200));

route(assignTaskRoute, async (c) =>
  c.json({ data: await assignTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json').user_id) }, 200),
);

route(unassignTaskRoute, async (c) =>
  c.json({ data: await unassignTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json').user_id) }, 200),
);

route(taskDiscussionRoute, async (c) => {
  const deps = c.var.deps;
  const { input } = await readInput(c, deps.config.uploadMaxBytes);
  return c.json({ data: await addTaskDiscussion(deps, c.var.auth.user.id, c.req.valid('param').taskId, parseOr422(discussionBody, input)) }, 201);
});

/** The files attached to a task: list, attach (existing or uploaded) and detach. */
route(listTaskFilesRoute, async (c) => {
  const { db } = c.var.deps;
  const { row } = await requireTask(db, c.var.auth.user.id, c.req.valid('param').taskId, 'read');
  return c.json({ data: await presentTaskFiles(db, c.var.auth.user.id, row.id) }, 200);
});

route(addTaskFileRoute, async (c) => c.json({ data: await attachFile(c, c.req.valid('param').taskId) }, 201));

route(detachTaskFileRoute, async (c) => {
  const { taskId, fileId } = c.req.valid('param');
  await detachTaskFile(c.var.deps, c.var.auth.user.id, taskId, fileId);
  return c.json({ message: 'File has been detached from the task.' }, 200);
});
