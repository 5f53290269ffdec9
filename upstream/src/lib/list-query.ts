import { asc, desc, ilike, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';

/** `sort` of a catalogue list as an ORDER BY (ties broken by id so pages never overlap). */
export function orderFor(sort: CatalogueListQuery['sort'], columns: { name: AnyColumn; createdAt: AnyColumn; id: AnyColumn }): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  // Names sort case-insensitively (so "alpha" comes before "Zulu").
  const key = sort.replace(/^-/, '') === 'name' ? sql`lower(${columns.name})` : columns.createdAt;
  return [direction(key), direction(columns.id)];
}

/** Case-insensitive "name contains" filter with LIKE wildcards escaped, or undefined for no filter. */
export function nameFilter(column: AnyColumn, search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  return ilike(column, `%${term.replace(/[%_\\]/g, (m) => `\\${m}`)}%`);
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
