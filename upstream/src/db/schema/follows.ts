import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FOLLOW_KINDS } from '@/lib/contract/follows';
import { createdAt } from './columns';
import { userId } from './foreign-keys';

/**
 * Who follows what (issue 33). A record is named by (kind, id) without a foreign key, like
 * company_assignees: one table serves tasks, meetings, files, insights, workspace records and
 * monitored products. An explicit unfollow is kept as a row with `unfollowed`, so the automatic
 * follows (creating, being assigned, commenting: an insert that does nothing on conflict) never
 * bring the person back. Access is checked when a notification goes out, never stored here.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    recordKind: text('record_kind', { enum: FOLLOW_KINDS }).notNull(),
    recordId: integer('record_id').notNull(),
    unfollowed: boolean('unfollowed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('follows_user_record_unique').on(t.userId, t.recordKind, t.recordId), index('follows_record_idx').on(t.recordKind, t.recordId)],
);

/**
 * One row per reminder sent (issue 33): the unique key is inserted in the same transaction as the
 * notification, so a restart or two workers never send one twice. `due_key` is the due date (tasks)
 * or the start instant (meetings): moving the date makes a new reminder due.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: serial('id').primaryKey(),
    recordKind: text('record_kind', { enum: ['task', 'meeting'] }).notNull(),
    recordId: integer('record_id').notNull(),
    userId: userId(),
    reminder: text('reminder', { enum: ['due_tomorrow', 'due_today', 'overdue', 'meeting_soon'] }).notNull(),
    dueKey: text('due_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminders_sent_unique').on(t.recordKind, t.recordId, t.userId, t.reminder, t.dueKey)],
);
