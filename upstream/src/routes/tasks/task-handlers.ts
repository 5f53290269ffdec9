import type { OpenAPIHono } from '@hono/zod-openapi';
import { meetingTaskBody, taskCreateBody, taskListQuery, taskUpdateBody } from '@/lib/contract/tasks';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { scopeWorkspaceIds } from '../../services/access/content-guard';
import { createMeetingTask } from '../../services/tasks/create-meeting-task';
import { createTask } from '../../services/tasks/create-task';
import { deleteTask } from '../../services/tasks/delete-task';
import { getTask } from '../../services/tasks/get-task';
import { listTasks } from '../../services/tasks/list-tasks';
import { updateTask } from '../../services/tasks/update-task';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { createMeetingTaskRoute, createTaskRoute, deleteTaskRoute, listTasksRoute, showTaskRoute, updateTaskRoute } from './task-routes';

const LIST_KEYS = ['assignee_ids'];

/**
 * The URL's query as contract input: `taskListQuery` is an intersection (the global filters and
 * the task filters), which the OpenAPI query validator cannot take, so it is parsed here. Repeated
 * or `x[]` keys become lists, which `idList` reads like comma-separated ids.
 */
const queryInput = (queries: Record<string, string[]>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(queries).map(([key, values]) => [key.replace(/\[\]$/, ''), values.length === 1 ? values[0] : values]));

/** `tasks`, `tasks/{id}` and `meetings/{id}/task`. */
export function registerTaskHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(listTasksRoute, async (c) => {
    const query = parseOr422(taskListQuery, queryInput(c.req.queries()));
    const { db } = c.var.deps;
    const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
    // The query's schema defaults `sort`, so whether the client chose one is read from the URL.
    const sortSent = Boolean(c.req.query('sort'));
    return c.json(await listTasks(db, c.var.auth.user.id, scope, query, { now: c.var.deps.now(), sortSent }), 200);
  });

  router.openapi(createTaskRoute, async (c) => {
    const deps = c.var.deps;
    const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
    return c.json({ data: await createTask(deps, c.var.auth.user.id, parseOr422(taskCreateBody, input)) }, 201);
  });

  router.openapi(
    numericIds(router, createMeetingTaskRoute),
    async (c) => {
      const deps = c.var.deps;
      const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
      return c.json({ data: await createMeetingTask(deps, c.var.auth.user.id, c.req.valid('param').meetingId, parseOr422(meetingTaskBody, input)) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showTaskRoute),
    async (c) => c.json({ data: await getTask(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').taskId, c.var.deps.now()) }, 200),
    idHook,
  );

  router.openapi(
    numericIds(router, updateTaskRoute),
    async (c) => {
      const deps = c.var.deps;
      const { input } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
      return c.json({ data: await updateTask(deps, c.var.auth.user.id, c.req.valid('param').taskId, parsePatch(taskUpdateBody, input)) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteTaskRoute),
    async (c) => {
      await deleteTask(c.var.deps, c.var.auth.user.id, c.req.valid('param').taskId);
      return c.json({ message: 'Task has been deleted.' }, 200);
    },
    idHook,
  );
}
