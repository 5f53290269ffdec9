import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A deleted record and everything its delete took with it (decision 0027). The delete itself stays
 * a real `DELETE`: the rows leave their tables, so every list, count, search, share link, download
 * and realtime reader treats them as gone at once, with no filter to forget. While a trashed
 * route's handler runs, a trigger on every table copies each row it deletes (the record and its
 * cascade: versions, discussions, subtasks, notes…) into `trash_rows`, in the delete's own
 * transaction; restoring inserts them back with their ids. No foreign keys to users or to the
 * record's place: both may be gone by then.
 */
export const trash = pgTable(
  'trash',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** After this the purge job removes the rows, and the stored bytes they name (files, insights). */
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    deletedBy: integer('deleted_by'),
    deletedByName: text('deleted_by_name'),
    impersonatorId: integer('impersonator_id'),
    /** The delete's route pattern and path parameters: restore asks that route's own access rule. */
    route: text('route').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    tableName: text('table_name').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectLabel: text('subject_label'),
    workspaceId: integer('workspace_id'),
    companyId: integer('company_id'),
    /** How many rows went, per table, the record included ("a file, 3 versions, 1 discussion…"). */
    contents: jsonb('contents').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('trash_workspace_idx').on(t.workspaceId, t.id),
    index('trash_company_idx').on(t.companyId, t.id),
    index('trash_deleted_by_idx').on(t.deletedBy, t.id),
    index('trash_subject_idx').on(t.tableName, t.subjectId),
    index('trash_purge_idx').on(t.purgeAfter),
  ],
);

/** One deleted row, as `to_jsonb` saw it. */
export const trashRows = pgTable(
  'trash_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trashId: bigint('trash_id', { mode: 'number' })
      .notNull()
      .references(() => trash.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('trash_rows_trash_idx').on(t.trashId, t.tableName)],
);

/**
 * A reference the delete cleared (`on delete set null`, or the handler's own update to null) on a
 * row that stays: a task's attached file, a user's default workspace. Restoring sets it back where
 * the row still holds null.
 */
export const trashLinks = pgTable(
  'trash_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trashId: bigint('trash_id', { mode: 'number' })
      .notNull()
      .references(() => trash.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    /** The row's primary key, as `{ column: value }`. */
    rowKey: jsonb('row_key').$type<Record<string, unknown>>().notNull(),
    columnName: text('column_name').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [index('trash_links_trash_idx').on(t.trashId)],
);
