import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { OrderKey } from './page-window';

/**
 * How many matches of a contains-search are few enough to read in full and sort (decision 0018).
 * Above it a search walks its list's ordered index instead, which finds a page of a broad term
 * after a few rows; at or below it that walk can pass thousands of non-matches per page.
 */
export const SORTED_MATCHES_MAX = 500;

/** A list narrowed by a contains-search: its table (keyed by `id`) and its whole WHERE (the search and the scope). */
export type SearchedList = { table: PgTable & { id: AnyPgColumn }; where: SQL | undefined };

/** A search's matches, when there are at most SORTED_MATCHES_MAX: how many, and the ids of the page asked for, in order. */
export type SearchMatches = { total: number; ids: number[] };

type ProbeRow = { n: string | number; ids: (string | number)[] | string | null };

/** node-postgres parses an int array; a driver that does not hands over its text form `{1,2,3}`. */
function idsOf(value: ProbeRow['ids']): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

/**
 * Reads a searched list's matches once (decision 0018: contains-search ≤ 1.5× at 100k rows): at
 * most SORTED_MATCHES_MAX + 1 of them, through the search's trigram index when the term is
 * selective (or a scan that stops at the bound when it is broad), then counts them and sorts them
 * in the list's order. The ordered-index walk PostgreSQL otherwise takes for a search it estimates
 * at ~1% reads past every non-match before the page's last row (4,132 rows for 20 files at 100k),
 * and the count reads the matches a second time. Null when the search has more matches than the
 * bound: the caller counts and walks as for any list.
 */
export async function readSearchMatches(
  db: Db,
  list: SearchedList,
  keys: OrderKey[],
  window: { limit: number; offset: number },
): Promise<SearchMatches | null> {
  const columns = keys.map((key, i) => sql`${key.by} as ${sql.raw(`k${i}`)}`);
  const order = keys.map((key, i) => sql.raw(`k${i} ${key.dir}${key.nulls ? ` nulls ${key.nulls}` : ''}`));
  const result = await db.execute<ProbeRow>(sql`
    with matches as materialized (
      select ${list.table.id} as id, ${sql.join(columns, sql`, `)} from ${list.table} where ${list.where ?? sql`true`} limit ${SORTED_MATCHES_MAX + 1}
    )
    select (select count(*) from matches) as n,
      array(select id from matches order by ${sql.join(order, sql`, `)} limit ${window.limit} offset ${window.offset}) as ids`);
  const row = (result as unknown as { rows: ProbeRow[] }).rows[0];
  const total = Number(row.n);
  return total > SORTED_MATCHES_MAX ? null : { total, ids: idsOf(row.ids) };
}
