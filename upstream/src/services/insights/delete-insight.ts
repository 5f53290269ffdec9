import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { insightResources, insights } from '../../db/schema';
import type { InsightAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';

/**
 * `DELETE insights/{id}` (author or manager): the row goes with its workspaces, resources and
 * discussions (cascade); the bytes of its file and of every resource are removed after the delete
 * commits, and readers of its workspaces get `insightDeleted`. `access` is the handler's
 * requireInsight 'write'.
 */
export async function deleteInsight(deps: AppDeps, access: InsightAccess): Promise<void> {
  const { db } = deps;
  const { row, workspaceIds } = access;
  const insightId = row.id;
  const resources = await db.select({ storageName: insightResources.storageName }).from(insightResources).where(eq(insightResources.insightId, insightId));
  await db.delete(insights).where(eq(insights.id, insightId));
  const names = [...(row.storageName ? [row.storageName] : []), ...resources.map((r) => r.storageName)];
  await Promise.all(names.map((name) => deps.storage.remove(name)));
  await broadcastToWorkspaces(deps, workspaceIds, 'insightDeleted', { id: insightId, workspace_ids: workspaceIds });
}
