import { and, inArray, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { listCounts } from '../db/schema';
import { inPageOrder, orderSql, pageWindow } from './page-window';
import type { OrderKey, PageWindow } from './page-window';
import { readSearchMatches } from './search-matches';
import type { SearchedList } from './search-matches';

/**
 * `count(*)` of a list's WHERE as a scalar subquery, so it can ride along with another query. The
 * WHERE stays a nested SQL: Drizzle only unqualifies the top-level columns of a single-table
 * select's fields, so per-row subqueries there must keep outer columns nested too (see list-brands).
 */
export function countOf(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}

/**
 * The lists whose rows per scope migration 0007's triggers keep in `list_counts`: the catalogue
 * and directory tables by name, files and insights per workspace they are shared with, meetings
 * per workspace, open top-level tasks per workspace, and users.
 */
export type CountedList =
  | 'brands'
  | 'products'
  | 'company_retailers'
  | 'company_partners'
  | 'company_distributors'
  | 'directory_retailers'
  | 'directory_partners'
  | 'directory_distributors'
  | 'files'
  | 'insights'
  | 'meetings'
  | 'open_tasks'
  | 'users';

/** The scope of the global lists (directories, users) in `list_counts`. */
export const GLOBAL_SCOPE = [0];

/**
 * The unfiltered total of `list` over `scopeIds` from `list_counts`: one index lookup per scope,
 * however many rows (decision 0012: lists flat at 100k rows). Only for a list whose WHERE is its
 * scope alone, and — for files and insights, shared with several workspaces — a single scope, where
 * the sum cannot count a row twice. In a prepared statement the scope ids are one array
 * placeholder.
 */
export function countedTotal(list: CountedList, scopeIds: number[] | Placeholder): SQL<number> {
  const inScope = Array.isArray(scopeIds) ? inArray(listCounts.scopeId, scopeIds) : sql`${listCounts.scopeId} = any(${scopeIds})`;
  return sql<number>`(select coalesce(sum(${listCounts.n}), 0) from ${listCounts} where ${listCounts.list} = ${list} and ${inScope})`.mapWith(Number);
}

/**
 * What a list's page read gets: the window to apply, the total column to select as `listTotal`,
 * and — after a search's matches were read (readSearchMatches) — `only`, the page's ids, to AND
 * into the list's WHERE (`narrowed`).
 */
export type PageRead<R> = (window: PageWindow, listTotal: SQL<number>, only?: SQL) => Promise<R[]>;

/** A list's WHERE narrowed to `only` (PageRead's third argument), when there is one. */
export function narrowed(where: SQL | undefined, only: SQL | undefined): SQL | undefined {
  return only ? and(where, only) : where;
}

/**
 * Page `page` of a list, in the list's order, and the list's total (decision 0012: ≤ 3 round trips
 * per list call). The first page, which every list screen opens on, is one round trip: the count is a
 * scalar subquery of the page query, read from the first row (no row on page 1 means no rows at
 * all). A later page needs the total first to choose its direction (pageWindow reads the second
 * half backwards from the end), so it counts, then reads — and selects a constant instead.
 * `search`: the list is narrowed by a contains-search; when its matches are few enough to sort, any
 * page is read from them (readSearchMatches, decision 0018): their count is the total and the
 * page's ids narrow the page query, which then reads 20 rows by their key.
 */
export async function readPage<R extends { listTotal: number }>(
  db: Db,
  req: { keys: OrderKey[]; page: number; perPage: number; count: SQL<number>; firstPage?: () => Promise<R[]>; search?: SearchedList },
  read: PageRead<R>,
): Promise<{ rows: R[]; total: number }> {
  if (req.search) {
    const matches = await readSearchMatches(db, req.search, req.keys, { limit: req.perPage, offset: (req.page - 1) * req.perPage });
    if (matches) {
      if (matches.ids.length === 0) return { rows: [], total: matches.total };
      const window = { orderBy: orderSql(req.keys), limit: req.perPage, offset: 0, reversed: false };
      const rows = await read(window, sql<number>`0`.mapWith(Number), inArray(req.search.table.id, matches.ids));
      return { rows, total: matches.total };
    }
  }
  if (req.page === 1) {
    // `firstPage`: the same page-1 query as a prepared statement (decision 0015), when the list has one.
    const rows = await (req.firstPage?.() ?? read({ orderBy: orderSql(req.keys), limit: req.perPage, offset: 0, reversed: false }, req.count));
    return { rows, total: rows[0]?.listTotal ?? 0 };
  }
  const result = await db.execute<{ n: string | number }>(sql`select ${req.count} as n`);
  const total = Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
  const window = pageWindow(req.keys, total, req.page, req.perPage);
  return { rows: inPageOrder(await read(window, sql<number>`0`.mapWith(Number)), window), total };
}
