import { and, eq, isNull } from 'drizzle-orm';
import type { Insight } from '@/lib/contract/insights';
import type { AppDeps } from '../../app-env';
import { insightResources } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { InsightAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { presentInsights } from './present-insights';

export const ALREADY_ATTACHED = 'The resource is already attached to an insight.';

/**
 * `POST insights/{id}/resources/{resourceId}`: attaches one of the caller's pending resources to an
 * insight they may change. Someone else's resource is 404 (pending ones are private, attached ones
 * are reached through their insight); one already attached is a 422. Answers the updated insight.
 * `access` is the handler's requireInsight 'write'.
 */
export async function attachResource(deps: AppDeps, access: InsightAccess, userId: number, resourceId: number): Promise<Insight> {
  const { db } = deps;
  const { row, workspaceIds } = access;
  const insightId = row.id;
  const [resource] = await db.select().from(insightResources).where(eq(insightResources.id, resourceId)).limit(1);
  if (!resource || resource.uploadedBy !== userId) throw notFound('Resource');
  const claimed = await db
    .update(insightResources)
    .set({ insightId })
    .where(and(eq(insightResources.id, resourceId), isNull(insightResources.insightId)))
    .returning({ id: insightResources.id });
  if (claimed.length === 0) throw fieldError('insight_resource_id', ALREADY_ATTACHED);
  await broadcastToWorkspaces(deps, workspaceIds, 'insightUpdated', { id: insightId, workspace_ids: workspaceIds });
  const [insight] = await presentInsights(db, userId, [row]);
  return insight;
}
