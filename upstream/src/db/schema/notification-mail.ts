import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, timestamps } from './columns';
import { users } from './users';

/**
 * Notification preferences and e-mail (issue 33, decision 0032). A person's channels per kind, how
 * their mail comes (instant or one digest a day) and their quiet hours; the pending mail that
 * `notifyUser` writes in the write's transaction; and one row per mail composed from it.
 */

export type NotificationChannelsValue = Record<string, { in_app: boolean; email: boolean }>;

/** One row per person who saved preferences; without a row the kinds' defaults apply. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Per kind `{ in_app, email }`; a kind missing here has its default (NOTIFICATION_KIND_INFO). */
  channels: jsonb('channels').$type<NotificationChannelsValue>().notNull().default({}),
  emailMode: text('email_mode', { enum: ['instant', 'digest'] })
    .notNull()
    .default('instant'),
  /** The digest's hour (0–23) in `time_zone`. */
  digestHour: smallint('digest_hour').notNull().default(8),
  /** IANA name, validated on the way in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Minutes after local midnight; both null = no quiet hours. Instant mail inside them waits until they end. */
  quietFrom: smallint('quiet_from'),
  quietTo: smallint('quiet_to'),
  ...timestamps(),
});

/**
 * A notification that is to be mailed (the pending-mail row of decision 0032), written by
 * `notifyUser` in the same transaction as the write that caused it. The mail job groups the due
 * ones into mails and sets `mail_id` in the transaction that queues the mail: a row is mailed once.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The in-app notification's id (also set when in-app is off: the id notifyUser answered). */
    notificationId: uuid('notification_id').notNull(),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    /** `data.record` (`task:12`): instant rows of one record are one mail. */
    recordKey: text('record_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Goes in the person's daily digest rather than an instant mail. */
    digest: boolean('digest').notNull().default(false),
    /** Not before: the end of the batching window (instant, moved past quiet hours) or the next digest hour. */
    dueAt: at('due_at').notNull(),
    // Cascade, never set null: a mailed row that lost its mail would look pending and go again.
    mailId: bigint('mail_id', { mode: 'number' }).references(() => notificationMails.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_emails_due_idx').on(t.dueAt).where(sql`${t.mailId} is null`),
    index('notification_emails_user_idx').on(t.userId, t.digest, t.recordKey).where(sql`${t.mailId} is null`),
  ],
);

/**
 * One composed mail. `key` is unique (`digest:<user>:<local date>`, `batch:<user>:<first row id>`):
 * whichever process composes a mail first wins, a second never composes it again.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    notificationCount: integer('notification_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notification_mails_key_unique').on(t.key), index('notification_mails_user_idx').on(t.userId, t.createdAt)],
);
