import { and, eq } from 'drizzle-orm';
import type { Insight } from '@/lib/contract/insights';
import type { AppDeps } from '../../app-env';
import { insightResources } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { InsightAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { presentInsights } from './present-insights';

/**
 * `DELETE insights/{id}/resources/{resourceId}` (whoever may change the insight): the resource
 * leaves the insight and goes back to its uploader's pending list (bytes kept), from where they can
 * attach it again or delete it. A resource not attached to this insight is 404. `access` is the
 * handler's requireInsight 'write'.
 */
export async function detachResource(deps: AppDeps, access: InsightAccess, userId: number, resourceId: number): Promise<Insight> {
  const { db } = deps;
  const { row, workspaceIds } = access;
  const insightId = row.id;
  const detached = await db
    .update(insightResources)
    .set({ insightId: null })
    .where(and(eq(insightResources.id, resourceId), eq(insightResources.insightId, insightId)))
    .returning({ id: insightResources.id });
  if (detached.length === 0) throw notFound('Resource');
  await broadcastToWorkspaces(deps, workspaceIds, 'insightUpdated', { id: insightId, workspace_ids: workspaceIds });
  const [insight] = await presentInsights(db, userId, [row]);
  return insight;
}
