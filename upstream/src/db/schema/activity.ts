import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A changed field of an activity: its value before and after the write (absent when created or deleted). */
export type ActivityChange = { field: string; before: unknown; after: unknown };

/**
 * One row per successful write (decision 0026), inserted by the write-transaction middleware in the
 * write's own transaction, so a write and its record commit or roll back together. Who: the user,
 * the super-administrator impersonating them, the API token used. What: the route and the record it
 * was about (`subject_*`, the deepest id of the path or the created record's id) with the fields it
 * changed. Where: the workspace and company the record belongs to, which the activity screens filter
 * on, so a reader sees only activity of what they can read. People and tokens are kept by id with
 * their name at the time, without a foreign key: deleting a user (even by their own request, whose
 * record is written after the row is gone) or revoking a token does not rewrite history.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    impersonatorId: integer('impersonator_id'),
    impersonatorName: text('impersonator_name'),
    /** The credential: `session`, `full_access`, `custom` or `impersonation` (null: signed out). */
    via: text('via'),
    /** The API token, for `full_access` and `custom` tokens (not kept for session cookies). */
    tokenId: integer('token_id'),
    tokenName: text('token_name'),
    /** `create`, `update` or `delete` (from the method), `restore` (from the trash), or `action` for a POST on an existing record. */
    action: text('action').notNull(),
    /** The route's pattern, e.g. `PATCH tasks/{taskId}`. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    /** The record's title or name when it has one, as it was (a deleted record keeps its name here). */
    subjectLabel: text('subject_label'),
    workspaceId: integer('workspace_id'),
    companyId: integer('company_id'),
    changes: jsonb('changes').$type<ActivityChange[]>(),
  },
  // Every index is work on every write (bench:activity): partial where most rows have no value
  // (a task's row has no company), none for the actor (readers filter a scope first, then by
  // person), and BRIN for the time the cleanup deletes by (rows arrive in time order).
  (t) => [
    index('activity_company_idx').on(t.companyId, t.id).where(sql`${t.companyId} is not null`),
    index('activity_workspace_idx').on(t.workspaceId, t.id).where(sql`${t.workspaceId} is not null`),
    index('activity_subject_idx').on(t.subjectType, t.subjectId, t.id).where(sql`${t.subjectId} is not null`),
    index('activity_at_brin').using('brin', t.at),
  ],
);
