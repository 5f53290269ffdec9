import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * One key of a list's ORDER BY, kept as data so the order can be walked backwards. The last key
 * of every list is its id, so the order is total and the reversed walk meets the same rows.
 */
export type OrderKey = { by: SQL | AnyColumn; dir: 'asc' | 'desc'; nulls?: 'first' | 'last' };

const FLIP = { asc: 'desc', desc: 'asc', first: 'last', last: 'first' } as const;

/** The ORDER BY of `keys`, or of the reversed order (each direction and nulls position flipped). */
export function orderSql(keys: OrderKey[], reversed = false): SQL[] {
  return keys.map(({ by, dir, nulls }) => {
    const d = reversed ? FLIP[dir] : dir;
    const n = nulls && (reversed ? FLIP[nulls] : nulls);
    return sql`${by} ${sql.raw(d)}${sql.raw(n ? ` nulls ${n}` : '')}`;
  });
}

/** What a page query runs: its ORDER BY, LIMIT and OFFSET, and whether the rows come back reversed. */
export type PageWindow = { orderBy: SQL[]; limit: number; offset: number; reversed: boolean };

/**
 * The window of page `page` of a list of `total` rows (the count of the same WHERE). Pages in the
 * second half are read from the far end in the reversed order, so an index walk skips at most half
 * the list and the last page costs what the first one does. `inPageOrder` puts the rows back.
 */
export function pageWindow(keys: OrderKey[], total: number, page: number, perPage: number): PageWindow {
  const offset = (page - 1) * perPage;
  const fromEnd = total - offset - perPage;
  if (offset < total && fromEnd < offset) {
    return { orderBy: orderSql(keys, true), limit: Math.min(perPage, total - offset), offset: Math.max(0, fromEnd), reversed: true };
  }
  return { orderBy: orderSql(keys), limit: perPage, offset, reversed: false };
}

/** The rows of a window in the list's order. */
export function inPageOrder<T>(rows: T[], window: PageWindow): T[] {
  return window.reversed ? [...rows].reverse() : rows;
}
