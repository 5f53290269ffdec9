import { discussionBody } from '@/lib/contract/discussions';
import { fileCreateBody, fileUpdateBody, fileVersionBody } from '@/lib/contract/files';
import type { AppDeps } from '../../app-env';
import { documentResponse } from '../../lib/document-response';
import { fieldError } from '../../lib/errors';
import { parsePatch } from '../../lib/parse-patch';
import { readInput } from '../../lib/read-input';
import { createResourceRouter, formBody, jsonOrForm } from '../../lib/resource-router';
import { readStreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import { requireFile, scopeWorkspaceIds } from '../../services/access/content-guard';
import { requireWorkspaceViewer } from '../../services/workspace-records/read-workspace-records';
import { addFileVersion } from '../../services/files/add-file-version';
import { compareFileVersions } from '../../services/files/compare-file-versions';
import { createFile } from '../../services/files/create-file';
import { createFileDiscussion } from '../../services/files/create-file-discussion';
import { deleteFile } from '../../services/files/delete-file';
import { deleteFileVersion } from '../../services/files/delete-file-version';
import { findFileVersion, getFileVersion, listFiles, listRetailerFiles } from '../../services/files/read-files';
import { presentFileDetail } from '../../services/files/present-files';
import { updateFile } from '../../services/files/update-file';
import {
  addVersionRoute,
  compareVersionRoute,
  createFileDiscussionRoute,
  createFileRoute,
  deleteFileRoute,
  deleteVersionRoute,
  downloadVersionRoute,
  listFilesRoute,
  previewVersionRoute,
  retailerFilesRoute,
  showFileRoute,
  showVersionRoute,
  updateFileRoute,
} from './routes';

/**
 * `files/*` (files, versions, downloads, file discussions) and a workspace retailer's files
 * (`workspaces/{id}/retailers/{workspaceRetailerId}/files`, digits-only ids so it never meets the
 * workspaces router's static paths). Every route needs the `files` ability. Read needs read access
 * to one of the file's workspaces; changes need its author or a workspace admin.
 */
const { router, route } = createResourceRouter({ tag: 'files', access: { ability: 'files' } });
export const filesRouter = router;

route(listFilesRoute, async (c) => {
  const query = c.req.valid('query');
  const { db } = c.var.deps;
  const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
  return c.json(await listFiles(db, c.var.auth.user.id, scope, query), 200);
});

route(retailerFilesRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId } = c.req.valid('param');
  const { db } = c.var.deps;
  const viewer = await requireWorkspaceViewer(db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listRetailerFiles(db, viewer, workspaceCompanyRetailerId, c.req.valid('query')), 200);
});

route(
  createFileRoute,
  async (c) => {
    const deps = c.var.deps;
    const form = await readStreamingForm(c, deps, { fileFields: ['file'] });
    return c.json({ data: await createFile(deps, c.var.auth.user.id, form) }, 201);
  },
  { body: formBody(fileCreateBody, { file: 'one' }) },
);

route(showFileRoute, async (c) => {
  const { db } = c.var.deps;
  const access = await requireFile(db, c.var.auth.user.id, c.req.valid('param').fileId, 'read');
  return c.json({ data: await presentFileDetail(db, c.var.auth.user.id, access.row.id) }, 200);
});

route(
  updateFileRoute,
  async (c) => {
    const deps = c.var.deps;
    const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes, ['workspace_ids', 'retailer_ids']);
    return c.json({ data: await updateFile(deps, c.var.auth.user.id, access, parsePatch(fileUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(fileUpdateBody) },
);

route(deleteFileRoute, async (c) => {
  const deps = c.var.deps;
  await deleteFile(deps, await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write'));
  return c.json({ message: 'File has been deleted.' }, 200);
});

route(
  createFileDiscussionRoute,
  async (c) => {
    const deps = c.var.deps;
    const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'read');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await createFileDiscussion(deps, c.var.auth.user.id, access, parseOr422(discussionBody, input)) }, 201);
  },
  { body: jsonOrForm(discussionBody) },
);

/** Versions: anyone who reads the file reads and downloads them; adding and deleting is for its editors. */
route(
  addVersionRoute,
  async (c) => {
    const deps = c.var.deps;
    // Checked before the body is read, so a caller without the right never stores a byte.
    const access = await requireFile(deps.db, c.var.auth.user.id, c.req.valid('param').fileId, 'write');
    const form = await readStreamingForm(c, deps, { fileFields: ['file'] });
    return c.json({ data: await addFileVersion(deps, c.var.auth.user.id, access, form) }, 201);
  },
  { body: formBody(fileVersionBody, { file: 'one' }) },
);

route(showVersionRoute, async (c) => {
  const { fileId, versionId } = c.req.valid('param');
  const { db } = c.var.deps;
  await requireFile(db, c.var.auth.user.id, fileId, 'read');
  return c.json({ data: await getFileVersion(db, fileId, versionId) }, 200);
});

/** The download, or (`preview`) the same bytes inline for a PDF or raster image: one access check for both. */
async function serveVersion(deps: AppDeps, userId: number, params: { fileId: number; versionId: number }, preview: boolean) {
  await requireFile(deps.db, userId, params.fileId, 'read');
  const version = await findFileVersion(deps.db, params.fileId, params.versionId);
  if (!version.storageName) throw fieldError('version', 'This version is an external link.');
  return documentResponse(deps, version, { preview });
}

route(downloadVersionRoute, async (c) => serveVersion(c.var.deps, c.var.auth.user.id, c.req.valid('param'), false));

route(previewVersionRoute, async (c) => serveVersion(c.var.deps, c.var.auth.user.id, c.req.valid('param'), true));

/** Two text versions compared line by line: the download's access rule (whoever reads the file). */
route(compareVersionRoute, async (c) => {
  const { fileId, versionId } = c.req.valid('param');
  const deps = c.var.deps;
  const access = await requireFile(deps.db, c.var.auth.user.id, fileId, 'read');
  return c.json({ data: await compareFileVersions(deps, access, versionId, c.req.valid('query').with) }, 200);
});

route(deleteVersionRoute, async (c) => {
  const { fileId, versionId } = c.req.valid('param');
  const deps = c.var.deps;
  await deleteFileVersion(deps, await requireFile(deps.db, c.var.auth.user.id, fileId, 'write'), versionId);
  return c.json({ message: 'Version has been deleted.' }, 200);
});
