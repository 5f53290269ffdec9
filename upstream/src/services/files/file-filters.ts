import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import { fileRetailers, files, fileWorkspaces } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';

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
