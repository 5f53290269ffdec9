import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Rows per list and scope (a company's brands, a workspace's files, …), kept by statement-level
 * triggers (migration 0007, decision 0012) so the unfiltered total of a list is one index lookup
 * instead of a count of its whole scope. `scope_id` is 0 for the global lists (directories, users).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    scopeId: integer('scope_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.scopeId] })],
);
