import { eq, isNotNull, and } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { files, fileVersions } from '../../db/schema';
import type { ContentAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { FileRow } from './present-files';

/**
 * `DELETE files/{id}`: the row goes (versions, links and discussions by cascade), then the stored
 * bytes of every version; the users of its workspaces get `fileDeleted`.
 */
export async function deleteFile(deps: AppDeps, access: ContentAccess<FileRow>): Promise<void> {
  const fileId = access.row.id;
  const stored = await deps.db
    .select({ name: fileVersions.storageName })
    .from(fileVersions)
    .where(and(eq(fileVersions.fileId, fileId), isNotNull(fileVersions.storageName)));
  await deps.db.delete(files).where(eq(files.id, fileId));
  // After the commit: bytes without a row are harmless, a row without bytes would not be.
  await Promise.all(stored.map((v) => (v.name ? deps.storage.remove(v.name) : undefined)));
  await broadcastToWorkspaces(deps, access.workspaceIds, 'fileDeleted', { id: fileId, workspace_ids: access.workspaceIds });
}
