import type { OpenAPIHono } from '@hono/zod-openapi';
import { fileUpdateBody } from '@/lib/contract/files';
import { discussionBody } from '@/lib/contract/discussions';
import type { AppEnv } from '../../app-env';
import { readStreamingForm } from '../../lib/streaming-form';
import { idHook, numericIds } from '../../lib/path-ids';
import { parseOr422 } from '../../lib/validation';
import { requireFile, scopeWorkspaceIds } from '../../services/access/content-guard';
import { createFile } from '../../services/files/create-file';
import { createFileDiscussion } from '../../services/files/create-file-discussion';
import { deleteFile } from '../../services/files/delete-file';
import { listFiles } from '../../services/files/list-files';
import { listRetailerFiles } from '../../services/files/list-retailer-files';
import { presentFileDetail } from '../../services/files/present-file-detail';
import { updateFile } from '../../services/files/update-file';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { createFileDiscussionRoute, createFileRoute, deleteFileRoute, listFilesRoute, retailerFilesRoute, showFileRoute, updateFileRoute } from './routes';

/** Files: read needs read access to one of the file's workspaces; changes need its author or a workspace admin. */
export function registerFileHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(listFilesRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
    return c.json(await listFiles(db, c.var.auth.user.id, scope, query), 200);
  });

  router.openapi(
    numericIds(router, retailerFilesRoute),
    async (c) => {
      const { workspaceId, workspaceCompanyRetailerId } = c.req.valid('param');
      return c.json(await listRetailerFiles(c.var.deps.db, c.var.auth.user.id, workspaceId, workspaceCompanyRetailerId, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(createFileRoute, async (c) => {
    const deps = c.var.deps;
    const form = await readStreamingForm(c, deps, { fileFields: ['file'] });
    return c.json({ data: await createFile(deps, c.var.auth.user.id, form) }, 201);
  });

  router.openapi(
    numericIds(router, showFileRoute),
    async (c) => {
      const { db } = c.var.deps;
      const access = await requireFile(db, c.var.auth.user.id, c.req.valid('param').fileId, 'read');
      return c.json({ data: await presentFileDetail(db, c.var.auth.user.id, access.row.id) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateFileRoute),
    async (c) => {
      const deps = c.var.deps;
      const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write');
      const { input } = await readInput(c, deps.config.uploadMaxBytes, ['workspace_ids', 'retailer_ids']);
      return c.json({ data: await updateFile(deps, c.var.auth.user.id, access, parsePatch(fileUpdateBody, input)) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteFileRoute),
    async (c) => {
      const deps = c.var.deps;
      await deleteFile(deps, await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write'));
      return c.json({ message: 'File has been deleted.' }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createFileDiscussionRoute),
    async (c) => {
      const deps = c.var.deps;
      const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'read');
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      return c.json({ data: await createFileDiscussion(deps, c.var.auth.user.id, access, parseOr422(discussionBody, input)) }, 201);
    },
    idHook,
  );
}
