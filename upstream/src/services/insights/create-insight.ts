import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Insight, InsightCreateBody } from '@/lib/contract/insights';
import type { AppDeps } from '../../app-env';
import { insightResources, insights, insightWorkspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { ReceivedDocument } from '../../lib/streaming-form';
import { requireContentWorkspaces } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { assertInsightLinks } from './read-insights';
import { autoFollow } from '../follows/auto-follow';
import { presentInsights } from './present-insights';

export const BOTH_FILE_AND_URL = 'Send either a file or an external URL, not both.';
export const INVALID_RESOURCES = 'The selected resources are invalid.';

/**
 * `POST insights`: created in `workspace_id` and shared with `workspace_ids` (the create right is
 * needed in each), with its retailer, brand and product checked against those workspaces, and the
 * caller's pending resources attached in the same transaction (someone else's, or one already
 * attached, is a 422 and nothing is created). The stored `file` was already streamed to storage by
 * the route, which removes it if this throws.
 */
export async function createInsight(deps: AppDeps, userId: number, body: InsightCreateBody, file: ReceivedDocument | undefined): Promise<Insight> {
  const { db } = deps;
  if (file && body.external_url) throw fieldError('file', BOTH_FILE_AND_URL);
  const workspaceIds = [...new Set([body.workspace_id, ...(body.workspace_ids ?? [])])];
  await requireContentWorkspaces(db, userId, workspaceIds, 'create');
  const links = {
    retailerId: body.workspace_company_retailer_id ?? null,
    location: body.retailer_location ?? null,
    brandId: body.workspace_company_brand_id ?? null,
    productId: body.workspace_company_product_id ?? null,
  };
  await assertInsightLinks(db, workspaceIds, links);
  const resourceIds = body.insight_resource_ids ?? [];

  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(insights)
      .values({
        workspaceId: body.workspace_id,
        name: body.name,
        type: body.type,
        workspaceRetailerId: links.retailerId,
        retailerLocation: links.location,
        summary: body.summary ?? null,
        category: body.category ?? null,
        workspaceBrandId: links.brandId,
        workspaceProductId: links.productId,
        applicableDate: body.applicable_date ?? null,
        externalUrl: body.external_url ?? null,
        storageName: file?.storageName ?? null,
        originalName: file?.originalName ?? null,
        mime: file?.mime ?? null,
        size: file?.size ?? null,
        createdBy: userId,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    await tx.insert(insightWorkspaces).values(workspaceIds.map((workspaceId) => ({ insightId: created.id, workspaceId })));
    if (resourceIds.length > 0) {
      // Claiming with the pending condition in the UPDATE itself keeps two requests from taking the same resource.
      const claimed = await tx
        .update(insightResources)
        .set({ insightId: created.id })
        .where(and(inArray(insightResources.id, resourceIds), eq(insightResources.uploadedBy, userId), isNull(insightResources.insightId)))
        .returning({ id: insightResources.id });
      if (claimed.length !== resourceIds.length) throw fieldError('insight_resource_ids', INVALID_RESOURCES);
    }
    return created;
  });

  await autoFollow(db, [userId], 'insight', row.id);
  await broadcastToWorkspaces(deps, workspaceIds, 'insightUpdated', { id: row.id, workspace_ids: workspaceIds });
  const [insight] = await presentInsights(db, userId, [row]);
  return insight;
}
