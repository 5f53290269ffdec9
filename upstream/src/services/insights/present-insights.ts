import { asc, count, inArray } from 'drizzle-orm';
import type { Insight, InsightResource } from '@/lib/contract/insights';
import { canAccessWorkspace } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { discussions, insightResources, insights, users, workspaces } from '../../db/schema';
import { canEditContent, workspaceIdsByInsight } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { shownWorkspaceId } from '../files/present-files';
import { toMemberUser } from '../teams/to-member-user';
import { loadWorkspaceBrandNames, loadWorkspaceProductNames, loadWorkspaceRetailerNames } from '../workspace-records/read-workspace-records';

export type ResourceRow = typeof insightResources.$inferSelect;

/** The BFF path that streams a resource's bytes (own pending, or attached to a readable insight). */
export const resourceDownloadUrl = (id: number) => `/api/insights/resources/${id}/download`;

/**
 * Resource rows as the contract's resources, in the order given, with their uploaders and insight
 * names loaded in two queries (no query per row). `insightNames` skips the second when the caller
 * already knows them (the insight presenter does).
 */
export async function presentResources(db: Db, rows: ResourceRow[], insightNames?: Map<number, string>): Promise<InsightResource[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.uploadedBy))];
  const uploaders = new Map(
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
        .from(users)
        .where(inArray(users.id, userIds))
    ).map((u) => [u.id, toMemberUser(u)]),
  );
  let names = insightNames;
  if (!names) {
    const ids = [...new Set(rows.flatMap((r) => (r.insightId === null ? [] : [r.insightId])))];
    names = new Map(
      ids.length ? (await db.select({ id: insights.id, name: insights.name }).from(insights).where(inArray(insights.id, ids))).map((i) => [i.id, i.name]) : [],
    );
  }
  return rows.map((r) => ({
    id: r.id,
    insight_id: r.insightId,
    insight_name: r.insightId === null ? null : (names.get(r.insightId) ?? null),
    document: { original_name: r.originalName, mime: r.mime, size: r.size, download_url: resourceDownloadUrl(r.id) },
    uploaded_by: uploaders.get(r.uploadedBy) ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

export type InsightRow = typeof insights.$inferSelect;

/** The BFF path that streams an insight's stored file. */
export const insightFileUrl = (id: number) => `/api/insights/${id}/file`;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * Insight rows as the contract's records, in the order given, for one reader. Everything is loaded
 * in a fixed number of queries whatever the number of rows. A record lists only the workspaces the
 * reader can see (an insight shared with a workspace they are not in reveals neither its id nor its
 * name, nor the retailer, brand or product it was filed under there), and
 * `can_edit` follows content-guard's rule over those workspaces.
 */
export async function presentInsights(db: Db, userId: number, rows: InsightRow[]): Promise<Insight[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const shared = await workspaceIdsByInsight(db, ids);
  const wsIdsOf = (r: InsightRow) => [...new Set([r.workspaceId, ...(shared.get(r.id) ?? [])])];
  const allWs = [...new Set(rows.flatMap(wsIdsOf))];
  const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const retailerIds = unique(rows.map((r) => r.workspaceRetailerId));
  const brandIds = unique(rows.map((r) => r.workspaceBrandId));
  const productIds = unique(rows.map((r) => r.workspaceProductId));
  const creatorIds = unique(rows.map((r) => r.createdBy));

  const [memberships, links, wsNames, retailers, brandNames, productNames, creators, resourceRows, counts] = await Promise.all([
    loadMemberships(db, userId),
    loadWorkspaceLinks(db, allWs),
    db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, allWs)),
    loadWorkspaceRetailerNames(db, retailerIds),
    loadWorkspaceBrandNames(db, brandIds),
    loadWorkspaceProductNames(db, productIds),
    creatorIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
          .from(users)
          .where(inArray(users.id, creatorIds))
      : [],
    db.select().from(insightResources).where(inArray(insightResources.insightId, ids)).orderBy(asc(insightResources.createdAt), asc(insightResources.id)),
    db.select({ insightId: discussions.insightId, n: count() }).from(discussions).where(inArray(discussions.insightId, ids)).groupBy(discussions.insightId),
  ]);

  const names = byId(wsNames);
  const retailerOf = byId(retailers);
  const brandOf = byId(brandNames);
  const productOf = byId(productNames);
  const creatorOf = byId(creators);
  const discussionCount = new Map(counts.map((c) => [c.insightId, Number(c.n)]));
  const resourcesOf = new Map<number, Insight['resources']>();
  for (const res of await presentResources(db, resourceRows, new Map(rows.map((r) => [r.id, r.name])))) {
    if (res.insight_id !== null) (resourcesOf.get(res.insight_id) ?? resourcesOf.set(res.insight_id, []).get(res.insight_id)!).push(res);
  }

  return rows.map((r) => {
    const visible = wsIdsOf(r)
      .flatMap((id) => {
        const ws = links.get(id);
        return ws && ws.approvalStatus === 'approved' && canAccessWorkspace(memberships, ws) ? [ws] : [];
      })
      .sort((a, b) => a.id - b.id);
    const visibleIds = visible.map((ws) => ws.id);
    // A retailer, brand or product of a workspace the reader cannot see is hidden like the workspace.
    const shown = <T extends { workspaceId: number }>(id: number | null, of: Map<number, T>): T | undefined => {
      const rec = id === null ? undefined : of.get(id);
      return rec && visibleIds.includes(rec.workspaceId) ? rec : undefined;
    };
    const retailer = shown(r.workspaceRetailerId, retailerOf);
    const brand = shown(r.workspaceBrandId, brandOf);
    const product = shown(r.workspaceProductId, productOf);
    const creator = r.createdBy === null ? undefined : creatorOf.get(r.createdBy);
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      workspace_id: shownWorkspaceId(r.workspaceId, visibleIds),
      workspace_ids: visibleIds,
      workspaces: visible.map((ws) => ({ id: ws.id, name: names.get(ws.id)?.name ?? '' })),
      workspace_company_retailer_id: retailer?.id ?? null,
      retailer_id: retailer?.companyRetailerId ?? null,
      retailer_name: retailer?.name ?? null,
      retailer_location: retailer ? r.retailerLocation : null,
      summary: r.summary,
      category: r.category,
      workspace_company_brand_id: brand?.id ?? null,
      brand: brand?.name ?? null,
      workspace_company_product_id: product?.id ?? null,
      product: product?.name ?? null,
      applicable_date: r.applicableDate,
      external_url: r.externalUrl,
      file: r.storageName
        ? { original_name: r.originalName ?? 'file', mime: r.mime ?? 'application/octet-stream', size: r.size ?? 0, download_url: insightFileUrl(r.id) }
        : null,
      resources: resourcesOf.get(r.id) ?? [],
      discussions_count: discussionCount.get(r.id) ?? 0,
      created_by: creator ? toMemberUser(creator) : null,
      can_edit: canEditContent(memberships, visible, r.createdBy, userId),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}
