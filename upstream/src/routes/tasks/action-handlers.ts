import type { OpenAPIHono } from '@hono/zod-openapi';
import { discussionBody } from '@/lib/contract/discussions';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { addSubtask } from '../../services/tasks/add-subtask';
import { addTaskDiscussion } from '../../services/tasks/add-task-discussion';
import { assignTask } from '../../services/tasks/assign-task';
import { setTaskCompletion } from '../../services/tasks/set-task-completion';
import { unassignTask } from '../../services/tasks/unassign-task';
import { readInput } from '../../lib/read-input';
import { addSubtaskRoute, assignTaskRoute, completeTaskRoute, incompleteTaskRoute, taskDiscussionRoute, unassignTaskRoute } from './action-routes';

/** Subtasks, completion, assignees and discussions of a task. */
export function registerActionHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, addSubtaskRoute),
    async (c) => c.json({ data: await addSubtask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json')) }, 201),
    idHook,
  );

  router.openapi(
    numericIds(router, completeTaskRoute),
    async (c) => c.json({ data: await setTaskCompletion(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, true) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, incompleteTaskRoute),
    async (c) => c.json({ data: await setTaskCompletion(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, false) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, assignTaskRoute),
    async (c) => c.json({ data: await assignTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json').user_id) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, unassignTaskRoute),
    async (c) => c.json({ data: await unassignTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId, c.req.valid('json').user_id) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, taskDiscussionRoute),
    async (c) => {
      const deps = c.var.deps;
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      return c.json({ data: await addTaskDiscussion(deps, c.var.auth.user.id, c.req.valid('param').taskId, parseOr422(discussionBody, input)) }, 201);
    },
    idHook,
  );
}
