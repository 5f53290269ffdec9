import { eq, max } from 'drizzle-orm';
import { fileVersionBody } from '@/lib/contract/files';
import type { FileVersion } from '@/lib/contract/files';
import type { AppDeps } from '../../app-env';
import { files, fileVersions } from '../../db/schema';
import type { StreamingForm } from '../../lib/streaming-form';
import { parseOr422 } from '../../lib/validation';
import type { ContentAccess } from '../access/content-guard';
import { loadMemberUsers } from '../discussions/load-member-users';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { FileRow } from './present-files';
import { toVersionResource } from './present-files';
import { discardOnFailure, formInput, versionContent } from './version-content';
import { actorName } from '../follows/actor-name';
import { notifyFollowers } from '../follows/notify-followers';

/**
 * `POST files/{id}/version` (multipart, already streamed to storage): `file` or `external_url`. The
 * number is one more than the highest, taken under a lock on the file row so concurrent uploads
 * queue instead of colliding on (file_id, version). The new version is the file's content; the
 * file's followers (not the uploader) are told.
 */
export async function addFileVersion(deps: AppDeps, userId: number, access: ContentAccess<FileRow>, form: StreamingForm): Promise<FileVersion> {
  const fileId = access.row.id;
  const row = await discardOnFailure(form, async () => {
    const body = parseOr422(fileVersionBody, formInput(form));
    const content = versionContent(form.files.file?.[0], body.external_url);
    return deps.db.transaction(async (tx) => {
      await tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('update');
      const [{ top }] = await tx
        .select({ top: max(fileVersions.version) })
        .from(fileVersions)
        .where(eq(fileVersions.fileId, fileId));
      const now = deps.now();
      const [inserted] = await tx
        .insert(fileVersions)
        .values({ fileId, version: (top ?? 0) + 1, ...content, uploadedBy: userId, createdAt: now })
        .returning();
      await tx.update(files).set({ updatedAt: now }).where(eq(files.id, fileId));
      return inserted;
    });
  });
  await broadcastToWorkspaces(deps, access.workspaceIds, 'fileUpdated', { id: fileId, workspace_ids: access.workspaceIds });
  const name = await actorName(deps.db, userId);
  await notifyFollowers(deps, 'file', fileId, {
    actorId: userId,
    message: `${name} uploaded version ${row.version} of "${access.row.name}"`,
    changes: [`version: ${row.version - 1} → ${row.version}`],
  });
  return toVersionResource(row, await loadMemberUsers(deps.db, [userId]));
}
