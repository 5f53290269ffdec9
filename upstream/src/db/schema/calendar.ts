import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userId } from './foreign-keys';

/**
 * Meetings in people's calendars (decision 0024): the Google Calendar event each meeting has in a
 * connected user's calendar, and each user's secret ICS feed.
 */

/**
 * One row per meeting and calendar holder (the organiser when connected, else each connected
 * attendee). `meeting_id` has no foreign key on purpose: when a meeting is deleted the row must
 * outlive it until its Google event is deleted too; the sync then removes the row.
 */
export const meetingCalendarEvents = pgTable(
  'meeting_calendar_events',
  {
    meetingId: integer('meeting_id').notNull(),
    userId: userId(),
    /** Google's id of the event once inserted; edits patch it, a delete deletes it. */
    googleEventId: text('google_event_id'),
    calendarId: text('calendar_id').notNull().default('primary'),
    /** pending (a change waits to be pushed), synced, failed (see last_error; a retry re-queues). */
    state: text('state').notNull().default('pending'),
    lastError: text('last_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_calendar_events_user_idx').on(t.userId)],
);

/** A user's calendar subscription (`/calendar/<secret>.ics`): only the secret's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: userId().primaryKey(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_idx').on(t.secretHash)],
);
