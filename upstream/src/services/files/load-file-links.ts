import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers, discussions, fileRetailers, fileVersions, workspaceRetailers, workspaces } from '../../db/schema';
import { loadWorkspaceBrandNames, loadWorkspaceProductNames } from '../workspace-records/load-record-names';
import type { VersionRow } from './present-version';

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
