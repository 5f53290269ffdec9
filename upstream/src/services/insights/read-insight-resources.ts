import { and, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageMeta } from '@/lib/contract/common';
import type { InsightResource, insightResourceListQuery } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import { insightResources, insights, insightWorkspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nameFilter } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { requireInsight, scopeWorkspaceIds } from '../access/content-guard';
import type { ResourceRow } from './present-insights';
import { presentResources } from './present-insights';

export type ResourceListQuery = z.infer<typeof insightResourceListQuery>;

/**
 * `GET insights/resources` (the insight-resources screen): resources attached to insights of the
 * workspaces in scope, newest first, paged. `search` matches the document's name or its insight's
 * name. Pending resources are never listed here (they are their uploader's, in pending-resources).
 */
export async function listInsightResources(db: Db, userId: number, query: ResourceListQuery): Promise<{ data: InsightResource[]; meta: PageMeta }> {
  const scope = await scopeWorkspaceIds(db, userId, query.workspace_ids);
  if (scope.length === 0) return paged([], 0, query.page, query.per_page);
  const where = and(
    exists(
      db
        .select({ one: sql`1` })
        .from(insightWorkspaces)
        .where(and(eq(insightWorkspaces.insightId, insights.id), inArray(insightWorkspaces.workspaceId, scope))),
    ),
    query.search ? or(nameFilter(insightResources.originalName, query.search), nameFilter(insights.name, query.search)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(insightResources).innerJoin(insights, eq(insights.id, insightResources.insightId)).where(where);
  const rows = await db
    .select({ resource: insightResources, insightName: insights.name })
    .from(insightResources)
    .innerJoin(insights, eq(insights.id, insightResources.insightId))
    .where(where)
    .orderBy(desc(insightResources.createdAt), desc(insightResources.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const names = new Map(rows.map((r) => [r.resource.insightId ?? 0, r.insightName]));
  return paged(
    await presentResources(
      db,
      rows.map((r) => r.resource),
      names,
    ),
    Number(total),
    query.page,
    query.per_page,
  );
}

/** `GET insights/pending-resources`: the caller's own pending resources, newest first (not paged: at most MAX_PENDING_RESOURCES). */
export async function listPendingResources(db: Db, userId: number): Promise<InsightResource[]> {
  const rows = await db
    .select()
    .from(insightResources)
    .where(and(eq(insightResources.uploadedBy, userId), isNull(insightResources.insightId)))
    .orderBy(desc(insightResources.createdAt), desc(insightResources.id));
  return presentResources(db, rows);
}

/**
 * The resource behind `GET insights/resources/{id}/download`: the caller's own pending resource, or
 * one attached to an insight they can read. Anything else is 404, so ids reveal nothing.
 */
export async function findDownloadableResource(db: Db, userId: number, resourceId: number): Promise<ResourceRow> {
  const [row] = await db.select().from(insightResources).where(eq(insightResources.id, resourceId)).limit(1);
  if (!row) throw notFound('Resource');
  if (row.insightId === null) {
    if (row.uploadedBy !== userId) throw notFound('Resource');
    return row;
  }
  await requireInsight(db, userId, row.insightId, 'read');
  return row;
}
