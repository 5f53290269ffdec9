import { count, desc, eq, inArray } from 'drizzle-orm';
import type { FileDetail, FileRecord, FileVersion } from '@/lib/contract/files';
import type { MemberUser } from '@/lib/contract/teams';
import { canAccessWorkspace } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { companyRetailers, discussions, fileRetailers, files, fileVersions, workspaceRetailers, workspaces } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { canEditContent, workspaceIdsByFile } from '../access/content-guard';
import { loadMemberships, loadWorkspaceLinks } from '../access/memberships';
import { loadMemberUsers, memberOf } from '../discussions/load-member-users';
import { presentDiscussions } from '../discussions/present-discussions';
import { loadWorkspaceBrandNames, loadWorkspaceProductNames } from '../workspace-records/read-workspace-records';

export type VersionRow = typeof fileVersions.$inferSelect;

/** The BFF path that streams a version's bytes with the session (never a public URL). */
export const versionDownloadUrl = (fileId: number, versionId: number) => `/api/files/${fileId}/version/${versionId}/download`;

/** A version as the contract shows it: stored bytes (`document`) or an external URL. */
export function toVersionResource(row: VersionRow, uploaders: Map<number, MemberUser>): FileVersion {
  const stored = row.storageName !== null;
  return {
    id: row.id,
    file_id: row.fileId,
    version: row.version,
    kind: stored ? 'upload' : 'url',
    external_url: stored ? null : row.externalUrl,
    document: stored
      ? {
          original_name: row.originalName ?? 'download',
          mime: row.mime ?? 'application/octet-stream',
          size: row.size ?? 0,
          download_url: versionDownloadUrl(row.fileId, row.id),
        }
      : null,
    uploaded_by: memberOf(uploaders, row.uploadedBy),
    created_at: row.createdAt.toISOString(),
  };
}

type Named = { id: number; name: string; workspaceId: number };
export type FileLinks = {
  workspaceNames: Map<number, string>;
  retailersByFile: Map<number, Named[]>;
  brands: Map<number, Named>;
  products: Map<number, Named>;
  latest: Map<number, VersionRow>;
  versionCounts: Map<number, number>;
  discussionCounts: Map<number, number>;
};

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const counts = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id ?? 0, r.n]));

/**
 * Everything a page of files shows beside its own columns, loaded with one query per kind (never
 * per file): workspace names, retailers, brand and product names, latest versions and counts.
 */
export async function loadFileLinks(
  db: Db,
  files: { id: number; workspaceBrandId: number | null; workspaceProductId: number | null }[],
  workspaceIds: number[],
): Promise<FileLinks> {
  const ids = files.map((f) => f.id);
  const brandIds = [...new Set(files.flatMap((f) => (f.workspaceBrandId === null ? [] : [f.workspaceBrandId])))];
  const productIds = [...new Set(files.flatMap((f) => (f.workspaceProductId === null ? [] : [f.workspaceProductId])))];
  const [wsRows, retailerRows, brandRows, productRows, latestRows, versionRows, discussionRows] = await Promise.all([
    workspaceIds.length ? db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, workspaceIds)) : [],
    db
      .select({ fileId: fileRetailers.fileId, id: workspaceRetailers.id, workspaceId: workspaceRetailers.workspaceId, name: companyRetailers.name })
      .from(fileRetailers)
      .innerJoin(workspaceRetailers, eq(workspaceRetailers.id, fileRetailers.workspaceRetailerId))
      .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
      .where(inArray(fileRetailers.fileId, ids))
      .orderBy(workspaceRetailers.id),
    loadWorkspaceBrandNames(db, brandIds),
    loadWorkspaceProductNames(db, productIds),
    db
      .selectDistinctOn([fileVersions.fileId])
      .from(fileVersions)
      .where(inArray(fileVersions.fileId, ids))
      .orderBy(fileVersions.fileId, desc(fileVersions.version)),
    db.select({ id: fileVersions.fileId, n: count() }).from(fileVersions).where(inArray(fileVersions.fileId, ids)).groupBy(fileVersions.fileId),
    db.select({ id: discussions.fileId, n: count() }).from(discussions).where(inArray(discussions.fileId, ids)).groupBy(discussions.fileId),
  ]);
  const retailersByFile = new Map<number, Named[]>();
  for (const r of retailerRows)
    (retailersByFile.get(r.fileId) ?? retailersByFile.set(r.fileId, []).get(r.fileId)!).push({ id: r.id, name: r.name, workspaceId: r.workspaceId });
  return {
    workspaceNames: new Map(wsRows.map((w) => [w.id, w.name])),
    retailersByFile,
    brands: byId(brandRows),
    products: byId(productRows),
    latest: new Map(latestRows.map((v) => [v.fileId, v])),
    versionCounts: counts(versionRows),
    discussionCounts: counts(discussionRows),
  };
}

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

/** `GET files/{id}` (and the answer of create and update): the file, every version newest first, its discussions. */
export async function presentFileDetail(db: Db, userId: number, fileId: number): Promise<FileDetail> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!row) throw notFound('File');
  const [record] = await presentFiles(db, userId, [row]);
  const versions = await db.select().from(fileVersions).where(eq(fileVersions.fileId, fileId)).orderBy(desc(fileVersions.version));
  const uploaders = await loadMemberUsers(
    db,
    versions.map((v) => v.uploadedBy),
  );
  const discussions = await presentDiscussions(db, userId, { fileId, canEditSubject: record.can_edit });
  return { ...record, versions: versions.map((v) => toVersionResource(v, uploaders)), discussions };
}
