import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { insights } from '../../db/schema';
import type { InsightAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';

/**
 * `DELETE insights/{id}` (author or manager): the row goes with its workspaces, resources and
 * discussions (cascade) to the trash (decision 0027): the bytes of its file and resources stay
 * until the purge job. Readers of its workspaces get `insightDeleted`. `access` is the handler's
 * requireInsight 'write'.
 */
export async function deleteInsight(deps: AppDeps, access: InsightAccess): Promise<void> {
  const { db } = deps;
  const { row, workspaceIds } = access;
  const insightId = row.id;
  await db.delete(insights).where(eq(insights.id, insightId));
  await broadcastToWorkspaces(deps, workspaceIds, 'insightDeleted', { id: insightId, workspace_ids: workspaceIds });
}
