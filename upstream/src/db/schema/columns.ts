import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns and indexes that many tables repeat. Each helper returns new column builders, so a table
 * spreads its own copy. Not re-exported by index.ts: it holds no table.
 */

/** An instant (`timestamptz`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert; a write that changes the row sets `updated_at`. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The indexes of a paged list (decision 0010): one per order it offers, each ending in the id that
 * breaks ties — `(scope…, lower(name), id)` for names (sorted case-insensitively) and `(scope…,
 * created_at, id)` for dates — and a trigram GIN index per searched column, which serves `ILIKE
 * '%term%'` (the pg_trgm extension, created by migration 0006; PGlite loads it in db/client.ts).
 */
export type ListColumns = { id: AnyPgColumn; name: AnyPgColumn; createdAt: AnyPgColumn };
export const listIndexes = (table: string, t: ListColumns, scope?: AnyPgColumn) => [
  scope ? index(`${table}_list_name_idx`).on(scope, sql`lower(${t.name})`, t.id) : index(`${table}_list_name_idx`).on(sql`lower(${t.name})`, t.id),
  scope ? index(`${table}_list_created_idx`).on(scope, t.createdAt, t.id) : index(`${table}_list_created_idx`).on(t.createdAt, t.id),
];
export const trigram = (table: string, column: AnyPgColumn) => index(`${table}_${column.name}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`);
