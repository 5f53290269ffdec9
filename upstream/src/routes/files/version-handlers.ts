import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-env';
import { documentResponse } from '../../lib/document-response';
import { fieldError } from '../../lib/errors';
import { idHook, numericIds } from '../../lib/path-ids';
import { readStreamingForm } from '../../lib/streaming-form';
import { requireFile } from '../../services/access/content-guard';
import { addFileVersion } from '../../services/files/add-file-version';
import { deleteFileVersion } from '../../services/files/delete-file-version';
import { findFileVersion } from '../../services/files/find-file-version';
import { getFileVersion } from '../../services/files/get-file-version';
import { addVersionRoute, deleteVersionRoute, downloadVersionRoute, showVersionRoute } from './routes';

/** Versions: anyone who reads the file reads and downloads them; adding and deleting is for its editors. */
export function registerVersionHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, addVersionRoute),
    async (c) => {
      const deps = c.var.deps;
      // Checked before the body is read, so a caller without the right never stores a byte.
      const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write');
      const form = await readStreamingForm(c, deps, { fileFields: ['file'] });
      return c.json({ data: await addFileVersion(deps, c.var.auth.user.id, access, form) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showVersionRoute),
    async (c) => {
      const { fileId, versionId } = c.req.valid('param');
      const { db } = c.var.deps;
      await requireFile(db, c.var.auth.user.id, fileId, 'read');
      return c.json({ data: await getFileVersion(db, fileId, versionId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, downloadVersionRoute),
    async (c) => {
      const { fileId, versionId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireFile(deps.db, c.var.auth.user.id, fileId, 'read');
      const version = await findFileVersion(deps.db, fileId, versionId);
      if (!version.storageName) throw fieldError('version', 'This version is an external link.');
      return documentResponse(deps, version);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteVersionRoute),
    async (c) => {
      const { fileId, versionId } = c.req.valid('param');
      const deps = c.var.deps;
      await deleteFileVersion(deps, await requireFile(deps.db, c.var.auth.user.id, fileId, 'write'), versionId);
      return c.json({ message: 'Version has been deleted.' }, 200);
    },
    idHook,
  );
}
