import type { SQL } from 'drizzle-orm';
import { and, eq, getTableColumns, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { FileRecord, FileVersion } from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { fileRetailers, files, fileVersions, fileWorkspaces, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { applyWindow, nameFilter, onlyScoped, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countedTotal, countOf, narrowed, readPage } from '../../lib/read-page';
import { loadMemberUsers } from '../discussions/load-member-users';
import { requireWorkspaceRetailerId } from '../workspace-records/read-workspace-retailers';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';
import type { VersionRow } from './present-files';
import { presentFiles, toVersionResource } from './present-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The WHERE of a files list: shared with one of `scope` (workspaces the caller can see), then the
 * global filters. Dates are inclusive UTC days on the creation time; search matches the name or the
 * description (case-insensitive, LIKE wildcards taken literally).
 */
export function fileFilters(
  db: Db,
  scope: number[],
  q: Pick<ContentFilterQuery, 'retailer_ids' | 'brand_ids' | 'product_ids' | 'category' | 'date_from' | 'date_to' | 'search'>,
): SQL {
  if (scope.length === 0) return sql`false`;
  const inScope = inArray(files.id, db.select({ id: fileWorkspaces.fileId }).from(fileWorkspaces).where(inArray(fileWorkspaces.workspaceId, scope)));
  const search = q.search?.trim() ? or(nameFilter(files.name, q.search), nameFilter(files.description, q.search)) : undefined;
  return and(
    inScope,
    q.retailer_ids?.length
      ? inArray(files.id, db.select({ id: fileRetailers.fileId }).from(fileRetailers).where(inArray(fileRetailers.workspaceRetailerId, q.retailer_ids)))
      : undefined,
    q.brand_ids?.length ? inArray(files.workspaceBrandId, q.brand_ids) : undefined,
    q.product_ids?.length ? inArray(files.workspaceProductId, q.product_ids) : undefined,
    q.category ? eq(files.category, q.category) : undefined,
    q.date_from ? gte(files.createdAt, new Date(`${q.date_from}T00:00:00.000Z`)) : undefined,
    q.date_to ? lt(files.createdAt, new Date(Date.parse(`${q.date_to}T00:00:00.000Z`) + DAY_MS)) : undefined,
    search,
  )!;
}

/**
 * `GET files` (and a workspace retailer's files): the files shared with one of `scope`, filtered,
 * sorted (newest first by default, names case-insensitively) and paged. The total of one
 * workspace's unfiltered files is its list_counts row; a file shared with several workspaces of a
 * wider scope would be summed twice there, so that one is counted.
 */
export async function listFiles(db: Db, userId: number, scope: number[], query: ContentFilterQuery): Promise<{ data: FileRecord[]; meta: PageMeta }> {
  const where = fileFilters(db, scope, query);
  const count = scope.length === 1 && onlyScoped(query) ? countedTotal('files', scope) : countOf(files, where);
  const keys = orderKeysFor(query.sort, { name: files.name, createdAt: files.createdAt, id: files.id });
  const search = query.search?.trim() ? { table: files, where } : undefined;
  const { rows, total } = await readPage(db, { keys, page: query.page, perPage: query.per_page, count, search }, (window, listTotal, only) =>
    applyWindow(
      db
        .select({ ...getTableColumns(files), listTotal })
        .from(files)
        .where(narrowed(where, only))
        .$dynamic(),
      window,
    ),
  );
  return paged(await presentFiles(db, userId, rows), total, query.page, query.per_page);
}

/**
 * `GET workspaces/{id}/retailers/{workspaceRetailerId}/files`: the files of that workspace retailer
 * shared with this workspace. A retailer of another workspace is 404, like an unknown one. `viewer`
 * is the handler's requireWorkspaceViewer 'read'.
 */
export async function listRetailerFiles(db: Db, viewer: WorkspaceViewer, workspaceRetailerId: number, query: ContentFilterQuery) {
  const { userId } = viewer;
  const workspaceId = viewer.ws.id;
  await requireWorkspaceRetailerId(db, workspaceId, workspaceRetailerId);
  return listFiles(db, userId, [workspaceId], { ...query, retailer_ids: [workspaceRetailerId] });
}

/** A version of this file; a version of another file is 404 like an unknown one. */
export async function findFileVersion(db: Db, fileId: number, versionId: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, versionId), eq(fileVersions.fileId, fileId)))
    .limit(1);
  if (!row) throw notFound('Version');
  return row;
}

/** `GET files/{id}/version/{versionId}`: one version as JSON (its bytes: the download route). */
export async function getFileVersion(db: Db, fileId: number, versionId: number): Promise<FileVersion> {
  const row = await findFileVersion(db, fileId, versionId);
  return toVersionResource(row, await loadMemberUsers(db, [row.uploadedBy]));
}

export type RequestedLinks = {
  /** `retailer_ids` as sent. */
  retailerIds?: number[];
  /** `workspace_company_retailer_id` as sent (merged with retailer_ids). */
  primaryRetailerId?: number | null;
  brandId?: number | null;
  productId?: number | null;
};

async function found(
  db: Db,
  table: typeof workspaceRetailers | typeof workspaceBrands | typeof workspaceProducts,
  ids: number[],
  workspaceIds: number[],
): Promise<Set<number>> {
  if (ids.length === 0 || workspaceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), inArray(table.workspaceId, workspaceIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The retailers, brand and product of a file must be workspace records of its workspaces (the ones
 * the caller can see); anything else is a 422 on the field that named it.
 */
export async function assertFileLinks(db: Db, workspaceIds: number[], links: RequestedLinks): Promise<void> {
  const retailerIds = [...new Set([...(links.primaryRetailerId ? [links.primaryRetailerId] : []), ...(links.retailerIds ?? [])])];
  const retailers = await found(db, workspaceRetailers, retailerIds, workspaceIds);
  if (links.primaryRetailerId && !retailers.has(links.primaryRetailerId))
    throw fieldError('workspace_company_retailer_id', 'The selected retailer is invalid.');
  if (retailerIds.some((id) => !retailers.has(id))) throw fieldError('retailer_ids', 'The selected retailers are invalid.');
  if (links.brandId && !(await found(db, workspaceBrands, [links.brandId], workspaceIds)).has(links.brandId)) {
    throw fieldError('workspace_company_brand_id', 'The selected brand is invalid.');
  }
  if (links.productId && !(await found(db, workspaceProducts, [links.productId], workspaceIds)).has(links.productId)) {
    throw fieldError('workspace_company_product_id', 'The selected product is invalid.');
  }
}
