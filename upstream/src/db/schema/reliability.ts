import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of mutating calls (decision 0022): the first call with a key stores its
 * answer in the same transaction as its write; a repeat with the same key and the same request gets
 * that answer again, a repeat with another request a 422. `actor` scopes a key to who sent it (the
 * token's user, and the token for API tokens), so two clients cannot read each other's answers.
 * Keys expire after 24 h (the maintenance job deletes them).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    /** sha-256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_actor_key_unique').on(t.actor, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The transactional outbox (decision 0022): what a write causes (realtime events now;
 * webhooks, notifications and mail later) is inserted in the write's own transaction and delivered
 * after commit by a dispatcher that retries and never blocks a request. Delivered rows are deleted.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What delivers it: `realtime` today. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before: a failed delivery is tried again later (backoff). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('outbox_events_due_idx').on(t.availableAt, t.id)],
);
