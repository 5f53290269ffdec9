import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { files, fileVersions } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { ContentAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { findFileVersion } from './read-files';
import type { FileRow } from './present-files';

/**
 * `DELETE files/{id}/version/{versionId}`: a file keeps at least one version (422 for the last).
 * Numbers are not reused while a higher version exists. The version goes to the trash (decision
 * 0027): its bytes stay until the purge job.
 */
export async function deleteFileVersion(deps: AppDeps, access: ContentAccess<FileRow>, versionId: number): Promise<void> {
  const fileId = access.row.id;
  const version = await findFileVersion(deps.db, fileId, versionId);
  await deps.db.transaction(async (tx) => {
    // The same lock as adding a version, so two deletions cannot both see "two left" and remove both.
    await tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(fileVersions).where(eq(fileVersions.fileId, fileId));
    if (n <= 1) throw fieldError('version', 'A file keeps at least one version.');
    await tx.delete(fileVersions).where(and(eq(fileVersions.id, version.id), eq(fileVersions.fileId, fileId)));
    await tx.update(files).set({ updatedAt: deps.now() }).where(eq(files.id, fileId));
  });
  await broadcastToWorkspaces(deps, access.workspaceIds, 'fileUpdated', { id: fileId, workspace_ids: access.workspaceIds });
}
