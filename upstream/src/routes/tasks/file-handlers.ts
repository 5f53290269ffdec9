import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { idHook, numericIds } from '../../lib/path-ids';
import type { StreamingForm } from '../../lib/streaming-form';
import { readStreamingForm } from '../../lib/streaming-form';
import { requireTask } from '../../services/access/content-guard';
import { addTaskFile } from '../../services/tasks/add-task-file';
import { detachTaskFile } from '../../services/tasks/detach-task-file';
import { presentTaskFiles } from '../../services/tasks/present-task-files';
import { readInput } from '../../lib/read-input';
import { addTaskFileRoute, detachTaskFileRoute, listTaskFilesRoute } from './action-routes';

/** The files attached to a task: list, attach (existing or uploaded) and detach. */
export function registerFileHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listTaskFilesRoute),
    async (c) => {
      const { db } = c.var.deps;
      const { row } = await requireTask(db, c.var.auth.user.id, c.req.valid('param').taskId, 'read');
      return c.json({ data: await presentTaskFiles(db, c.var.auth.user.id, row.id) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, addTaskFileRoute),
    async (c) => {
      const deps = c.var.deps;
      // Access first, so an upload the caller may not make is refused before its bytes are read.
      const { row } = await requireTask(deps.db, c.var.auth.user.id, c.req.valid('param').taskId, 'write');
      let form: StreamingForm;
      if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        form = await readStreamingForm(c, deps, { fileFields: ['file'] });
      } else {
        // JSON (or urlencoded) can only name an existing file.
        const { input } = await readInput(c, deps.config.uploadMaxBytes);
        form = { fields: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), lists: {}, files: {}, discard: async () => {} };
      }
      return c.json({ data: await addTaskFile(deps, c.var.auth.user.id, row, form) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, detachTaskFileRoute),
    async (c) => {
      const { taskId, fileId } = c.req.valid('param');
      await detachTaskFile(c.var.deps, c.var.auth.user.id, taskId, fileId);
      return c.json({ message: 'File has been detached from the task.' }, 200);
    },
    idHook,
  );
}
