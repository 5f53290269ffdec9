import { eq } from 'drizzle-orm';
import type { Discussion, DiscussionBody } from '@/lib/contract/discussions';
import type { AppDeps } from '../../app-env';
import type { InsightAccess } from '../access/content-guard';
import { discussions } from '../../db/schema';
import { createDiscussion } from '../discussions/create-discussion';
import { loadDiscussions } from '../discussions/present-discussions';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';

/**
 * `POST insights/{id}/discussion`: anyone who can read the insight may start a discussion on it
 * (the discussions module's rule: discussing is not editing). Its readers get `insightUpdated`.
 * `access` is the handler's requireInsight 'read'.
 */
export async function addInsightDiscussion(deps: AppDeps, access: InsightAccess, userId: number, body: DiscussionBody): Promise<Discussion> {
  const { workspaceIds, canEdit } = access;
  const insightId = access.row.id;
  const id = await createDiscussion(deps, { insightId, authorId: userId, body });
  await broadcastToWorkspaces(deps, workspaceIds, 'insightUpdated', { id: insightId, workspace_ids: workspaceIds });
  const [created] = await loadDiscussions(deps.db, userId, eq(discussions.id, id), canEdit);
  return created;
}
