import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { files } from '../../db/schema';
import type { ContentAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { FileRow } from './present-files';

/**
 * `DELETE files/{id}`: the row goes (versions, links and discussions by cascade) to the trash
 * (decision 0027); the stored bytes of its versions stay until the purge job removes them after
 * the trash window. The users of its workspaces get `fileDeleted`.
 */
export async function deleteFile(deps: AppDeps, access: ContentAccess<FileRow>): Promise<void> {
  const fileId = access.row.id;
  await deps.db.delete(files).where(eq(files.id, fileId));
  await broadcastToWorkspaces(deps, access.workspaceIds, 'fileDeleted', { id: fileId, workspace_ids: access.workspaceIds });
}
