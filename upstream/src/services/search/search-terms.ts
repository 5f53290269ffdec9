import { asc, ilike, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** LIKE's wildcards and its escape character, taken literally (Postgres' default escape is `\`). */
const escapeLike = (term: string) => term.replace(/[%_\\]/g, (m) => `\\${m}`);

/** The search of one group: its term and how many hits it may return. */
export type SearchTerm = { q: string; limit: number };

/** Case-insensitive "contains". */
export const containsTerm = (column: AnyColumn, q: string): SQL => ilike(column, `%${escapeLike(q)}%`);

/**
 * Names that start with the term first, then alphabetical (case-insensitive), ties by id: typing
 * "acme" puts "Acme" before "Big Acme", and the order never shifts between two identical queries.
 */
export function rankByName(column: AnyColumn, id: AnyColumn, q: string): SQL[] {
  return [sql`case when ${column} ilike ${`${escapeLike(q)}%`} then 0 else 1 end`, sql`lower(${column})`, asc(id)];
}

/** "Acme · Brand": the non-empty parts of where a hit lives. */
export const subtitleOf = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join(' · ') || null;
