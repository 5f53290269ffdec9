import { canAccessWorkspace } from '@/lib/permissions/rules';
import type { FileRecord } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import type { files } from '../../db/schema';
import { canEditContent, workspaceIdsByFile } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { loadMemberUsers, memberOf } from '../discussions/load-member-users';
import { loadFileLinks } from './load-file-links';
import { toVersionResource } from './present-version';

export type FileRow = typeof files.$inferSelect;

/**
 * The `workspace_id` a reader is shown: the record's own workspace when they can see it, otherwise
 * the first one shared with them (the contract's field is not nullable, and a readable record is in
 * at least one visible workspace), so a hidden workspace's id is never echoed (security review, 9).
 */
export const shownWorkspaceId = (ownId: number, visibleIds: readonly number[], fallback?: number): number =>
  visibleIds.includes(ownId) ? ownId : (visibleIds[0] ?? fallback ?? ownId);

/**
 * Files as the contract's resource, for one caller, in a fixed number of queries whatever the page
 * size. A file shared with workspaces the caller cannot see shows only the ones they can (with their
 * retailers, brand and product, and `workspace_id` one of them): the other workspaces' ids and names
 * are not theirs to know. A file reached through something else the caller reads (a task's
 * attachments) may no longer be shared with any of their workspaces: `fallbackWorkspaceId` (the
 * task's) is shown then, never the file's own.
 */
export async function presentFiles(db: Db, userId: number, rows: FileRow[], opts: { fallbackWorkspaceId?: number } = {}): Promise<FileRecord[]> {
  if (rows.length === 0) return [];
  const shared = await workspaceIdsByFile(
    db,
    rows.map((r) => r.id),
  );
  const wsByFile = new Map(rows.map((r) => [r.id, [...new Set([r.workspaceId, ...(shared.get(r.id) ?? [])])].sort((a, b) => a - b)]));
  const allWs = [...new Set([...wsByFile.values()].flat())];
  const [memberships, links] = await Promise.all([loadMemberships(db, userId), loadWorkspaceLinks(db, allWs)]);
  const visible = new Set([...links.values()].filter((ws) => ws.approvalStatus === 'approved' && canAccessWorkspace(memberships, ws)).map((ws) => ws.id));
  const extra = await loadFileLinks(db, rows, [...visible]);
  const users = await loadMemberUsers(db, [...rows.map((r) => r.createdBy), ...[...extra.latest.values()].map((v) => v.uploadedBy)]);

  return rows.map((row) => {
    const wsIds = (wsByFile.get(row.id) ?? []).filter((id) => visible.has(id));
    const retailers = (extra.retailersByFile.get(row.id) ?? []).filter((r) => visible.has(r.workspaceId));
    const brand = row.workspaceBrandId === null ? undefined : extra.brands.get(row.workspaceBrandId);
    const product = row.workspaceProductId === null ? undefined : extra.products.get(row.workspaceProductId);
    const shownBrand = brand && visible.has(brand.workspaceId) ? brand : null;
    const shownProduct = product && visible.has(product.workspaceId) ? product : null;
    const latestRow = extra.latest.get(row.id);
    // Every file is created with version 1 and keeps at least one, so a missing one is a broken invariant.
    if (!latestRow) throw new Error(`file ${row.id} has no version`);
    const latest = toVersionResource(latestRow, users);
    const wsLinks = wsIds.map((id) => links.get(id)!);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      workspace_id: shownWorkspaceId(row.workspaceId, wsIds, opts.fallbackWorkspaceId),
      workspace_ids: wsIds,
      workspaces: wsIds.map((id) => ({ id, name: extra.workspaceNames.get(id) ?? '' })),
      retailer_ids: retailers.map((r) => r.id),
      retailers: retailers.map((r) => ({ id: r.id, name: r.name })),
      workspace_company_retailer_id: retailers[0]?.id ?? null,
      workspace_company_brand_id: shownBrand?.id ?? null,
      brand_name: shownBrand?.name ?? null,
      workspace_company_product_id: shownProduct?.id ?? null,
      product_name: shownProduct?.name ?? null,
      external_url: latest.external_url,
      file: latest.document,
      latest_version: latest,
      versions_count: extra.versionCounts.get(row.id) ?? 0,
      discussions_count: extra.discussionCounts.get(row.id) ?? 0,
      created_by: memberOf(users, row.createdBy),
      can_edit: canEditContent(memberships, wsLinks, row.createdBy, userId),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
