import type { TokenScope } from '@/lib/contract/account';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, trigram } from './columns';

/**
 * People and what belongs to one person: sign-in codes, API tokens, impersonations, phone and
 * Google links, uploads, notifications. Also the rate-limit counters and contact messages.
 */

export type BusinessData = {
  company_name: string;
  role: string;
  industry?: string;
  company_size?: string;
  website?: string;
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    type: text('type'),
    defaultWorkspaceId: integer('default_workspace_id'),
    business: jsonb('business').$type<BusinessData>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), trigram('users', t.email), trigram('users', t.firstName), trigram('users', t.lastName)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['session', 'full_access', 'custom', 'impersonation'] }).notNull(),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(sql`'["*"]'::jsonb`),
    /** A custom token's places (decision 0036): `{ companies, workspaces }`; null — no limit. */
    scope: jsonb('scope').$type<TokenScope>(),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters; kept in Postgres so several upstream instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const impersonations = pgTable('impersonations', {
  id: serial('id').primaryKey(),
  impersonatorId: integer('impersonator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  impersonatedId: integer('impersonated_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenId: integer('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_name_unique').on(t.name)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

/** A phone number waiting for its SMS code (one per user). */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Google Calendar connection of a user (OAuth tokens; never returned by the API). */
export const googleTokens = pgTable('google_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  scope: text('scope'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  googleEmail: text('google_email'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when Google refused the refresh token (revoked, expired): sync stops until the user reconnects. */
  needsReconnectAt: timestamp('needs_reconnect_at', { withTimezone: true }),
  reconnectReason: text('reconnect_reason'),
});
