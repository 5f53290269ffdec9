import { discussionBody } from '@/lib/contract/discussions';
import { assignBody, meetingTaskBody, subtaskBody, taskCreateBody, taskFileBody, taskListQuery, taskUpdateBody } from '@/lib/contract/tasks';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { readJson } from '../../lib/request-body';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireMeeting, requireTask } from '../../services/access/content-guard';
import { requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';
import { addSubtask } from '../../services/tasks/add-subtask';
import { addTaskDiscussion } from '../../services/tasks/add-task-discussion';
import { assignTask } from '../../services/tasks/assign-task';
import { createMeetingTask } from '../../services/tasks/create-meeting-task';
import { createTask } from '../../services/tasks/create-task';
import { deleteTask } from '../../services/tasks/delete-task';
import { detachTaskFile } from '../../services/tasks/detach-task-file';
import { getTask } from '../../services/tasks/read-tasks';
import { presentTaskFiles } from '../../services/tasks/present-tasks';
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
  taskBodies,
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

route(listTasksRoute, async (c) => c.json(await taskPage(c), 200), { query: taskListQuery });

route(
  createTaskRoute,
  async (c) => {
    const deps = c.var.deps;
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    const body = parseOr422(taskCreateBody, input);
    // The workspace is named in the body, so its create right is checked once the body is read.
    const viewer = await requireWorkspaceViewer(deps.db, c.var.auth.user.id, body.workspace_id, 'create');
    return c.json({ data: await createTask(deps, viewer, body) }, 201);
  },
  { body: jsonOrForm(taskCreateBody) },
);

route(
  createMeetingTaskRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireMeeting(deps.db, auth.user.id, c.req.valid('param').meetingId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    return c.json({ data: await createMeetingTask(deps, access, auth.user.id, parseOr422(meetingTaskBody, input)) }, 201);
  },
  { body: jsonOrForm(meetingTaskBody) },
);

// Every handler on one task checks the caller's access to it first (requireTask), before reading
// the body, and hands the access to the service.
route(showTaskRoute, async (c) => {
  const { deps, auth } = c.var;
  const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'read');
  return c.json({ data: await getTask(deps.db, access, auth.user.id, deps.now()) }, 200);
});

route(
  updateTaskRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    return c.json({ data: await updateTask(deps, access, auth.user.id, parsePatch(taskUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(taskUpdateBody) },
);

route(deleteTaskRoute, async (c) => {
  const { deps, auth } = c.var;
  await deleteTask(deps, await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'delete'));
  return c.json({ message: 'Task has been deleted.' }, 200);
});

/** Subtasks, completion, assignees and discussions of a task. */
route(
  addSubtaskRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
    const body = parseOr422(subtaskBody, await readJson(c));
    return c.json({ data: await addSubtask(deps, access, auth.user.id, body) }, 201);
  },
  { body: taskBodies.subtask },
);

route(completeTaskRoute, async (c) => {
  const { deps, auth } = c.var;
  const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
  return c.json({ data: await setTaskCompletion(deps, access, auth.user.id, true) }, 200);
});

route(incompleteTaskRoute, async (c) => {
  const { deps, auth } = c.var;
  const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
  return c.json({ data: await setTaskCompletion(deps, access, auth.user.id, false) }, 200);
});

route(
  assignTaskRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
    const { user_id } = parseOr422(assignBody, await readJson(c));
    return c.json({ data: await assignTask(deps, access, auth.user.id, user_id) }, 200);
  },
  { body: taskBodies.assign },
);

route(
  unassignTaskRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'write');
    const { user_id } = parseOr422(assignBody, await readJson(c));
    return c.json({ data: await unassignTask(deps, access, auth.user.id, user_id) }, 200);
  },
  { body: taskBodies.assign },
);

route(
  taskDiscussionRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireTask(deps.db, auth.user.id, c.req.valid('param').taskId, 'read');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await addTaskDiscussion(deps, access, auth.user.id, parseOr422(discussionBody, input)) }, 201);
  },
  { body: jsonOrForm(discussionBody) },
);

/** The files attached to a task: list, attach (existing or uploaded) and detach. */
route(listTaskFilesRoute, async (c) => {
  const { db } = c.var.deps;
  const { row } = await requireTask(db, c.var.auth.user.id, c.req.valid('param').taskId, 'read');
  return c.json({ data: await presentTaskFiles(db, c.var.auth.user.id, row.id) }, 200);
});

route(addTaskFileRoute, async (c) => c.json({ data: await attachFile(c, c.req.valid('param').taskId) }, 201), {
  body: jsonOrForm(taskFileBody, { file: 'one' }),
});

route(detachTaskFileRoute, async (c) => {
  const { taskId, fileId } = c.req.valid('param');
  await detachTaskFile(c.var.deps, await requireTask(c.var.deps.db, c.var.auth.user.id, taskId, 'write'), fileId);
  return c.json({ message: 'File has been detached from the task.' }, 200);
});
