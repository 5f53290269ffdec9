import { eq } from 'drizzle-orm';
import type { Discussion, DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import { discussions } from '../../db/schema';
import type { ContentAccess } from '../access/content-guard';
import { createDiscussion } from '../discussions/create-discussion';
import { loadDiscussions } from '../discussions/present-discussions';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { FileRow } from './present-files';

/** `POST files/{id}/discussion`: anyone who can read the file may start one; its viewers get `fileUpdated`. */
export async function createFileDiscussion(deps: AppDeps, userId: number, access: ContentAccess<FileRow>, body: DiscussionBody): Promise<Discussion> {
  const id = await createDiscussion(deps, { fileId: access.row.id, authorId: userId, body });
  await broadcastToWorkspaces(deps, access.workspaceIds, 'fileUpdated', { id: access.row.id, workspace_ids: access.workspaceIds });
  const [discussion] = await loadDiscussions(deps.db, userId, eq(discussions.id, id), access.canEdit);
  return discussion;
}
