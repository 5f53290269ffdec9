import { ilike, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { ContentFilterQuery } from '@/lib/contract/content-common';
import { orderSql } from './page-window';
import type { OrderKey } from './page-window';

type SortColumns = { name: AnyColumn; createdAt: AnyColumn; id: AnyColumn };

/**
 * `sort` of a catalogue list as order keys (ties broken by id so pages never overlap). Names sort
 * case-insensitively (so "alpha" comes before "Zulu"); the lists' indexes are on
 * `(…, lower(name), id)` and `(…, created_at, id)` to match (migration 0006).
 */
export function orderKeysFor(sort: CatalogueListQuery['sort'], columns: SortColumns): OrderKey[] {
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const key = sort.replace(/^-/, '') === 'name' ? sql`lower(${columns.name})` : columns.createdAt;
  return [
    { by: key, dir },
    { by: columns.id, dir },
  ];
}

/** `sort` of a catalogue list as an ORDER BY. */
export function orderFor(sort: CatalogueListQuery['sort'], columns: SortColumns): SQL[] {
  return orderSql(orderKeysFor(sort, columns));
}

/** Case-insensitive "name contains" filter with LIKE wildcards escaped, or undefined for no filter. */
export function nameFilter(column: AnyColumn, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return ilike(column, `%${term.replace(/[%_\\]/g, (m) => `\\${m}`)}%`);
}

/**
 * Whether a workspace content list's query narrows nothing beyond its workspaces, so its total can
 * be read from list_counts (lib/read-page `countedTotal`) instead of counted.
 */
export function onlyScoped(
  q: Partial<Pick<ContentFilterQuery, 'retailer_ids' | 'brand_ids' | 'product_ids' | 'category' | 'date_from' | 'date_to' | 'search'>>,
): boolean {
  return !q.retailer_ids?.length && !q.brand_ids?.length && !q.product_ids?.length && !q.category && !q.date_from && !q.date_to && !q.search?.trim();
}

/** Order and page window of a list query, as the query-* services take them. */
export type ListWindow = { orderBy?: SQL[]; limit?: number; offset?: number };

/** Applies a window to a `$dynamic()` select (Drizzle's dynamic query building). */
export function applyWindow<T extends PgSelect>(query: T, window: ListWindow): T {
  let q = query;
  if (window.orderBy) q = q.orderBy(...window.orderBy);
  if (window.limit !== undefined) q = q.limit(window.limit);
  if (window.offset !== undefined) q = q.offset(window.offset);
  return q;
}
