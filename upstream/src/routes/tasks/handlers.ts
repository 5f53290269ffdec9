import type { Context } from 'hono';
import { taskListQuery } from '@/lib/contract/tasks';
import type { AppEnv } from '../../app-env';
import { readInput } from '../../lib/read-input';
import type { StreamingForm } from '../../lib/streaming-form';
import { readStreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import { requireTask, scopeWorkspaceIds } from '../../services/access/content-guard';
import { addTaskFile } from '../../services/tasks/add-task-file';
import { listTasks } from '../../services/tasks/read-tasks';

/**
 * The URL's query as contract input: `taskListQuery` is an intersection (the global filters and
 * the task filters), which the OpenAPI query validator cannot take, so it is parsed here. Repeated
 * or `x[]` keys become lists, which `idList` reads like comma-separated ids.
 */
const queryInput = (queries: Record<string, string[]>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(queries).map(([key, values]) => [key.replace(/\[\]$/, ''), values.length === 1 ? values[0] : values]));

/** `GET tasks`: the visible top-level tasks, filtered. */
export async function taskPage(c: Context<AppEnv>) {
  const query = parseOr422(taskListQuery, queryInput(c.req.queries()));
  const { db } = c.var.deps;
  const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
  // The query's schema defaults `sort`, so whether the client chose one is read from the URL.
  const sortSent = Boolean(c.req.query('sort'));
  return listTasks(db, c.var.auth.user.id, scope, query, { now: c.var.deps.now(), sortSent });
}

/** `POST tasks/{taskId}/files`: an existing file of the workspace (`file_id`) or an uploaded one. */
export async function attachFile(c: Context<AppEnv>, taskId: number) {
  const deps = c.var.deps;
  // Access first, so an upload the caller may not make is refused before its bytes are read.
  const { row } = await requireTask(deps.db, c.var.auth.user.id, taskId, 'write');
  let form: StreamingForm;
  if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    form = await readStreamingForm(c, deps, { fileFields: ['file'] });
  } else {
    // JSON (or urlencoded) can only name an existing file.
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    form = { fields: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), lists: {}, files: {}, discard: async () => {} };
  }
  return addTaskFile(deps, c.var.auth.user.id, row, form);
}
