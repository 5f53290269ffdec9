import { z } from 'zod';
import { MAX_DB_ID } from './catalogue-common';
import { idList } from './content-common';
import { timeZone } from './meetings';
import { memberUser } from './teams';

/**
 * Meetings in people's calendars (decision 0024): Google Calendar sync states, busy times when
 * scheduling, and the ICS subscription feed.
 */

export const CALENDAR_SYNC_STATES = ['pending', 'synced', 'failed'] as const;
export type CalendarSyncState = (typeof CALENDAR_SYNC_STATES)[number];

/**
 * One Google Calendar that holds the meeting: the organiser's when connected (attendees are invited
 * by Google from it), else each connected attendee's own. `error` says why a sync failed, in words.
 */
export const meetingCalendarSyncResource = z.object({
  user: memberUser,
  role: z.enum(['organiser', 'attendee']),
  state: z.enum(CALENDAR_SYNC_STATES),
  error: z.string().nullable(),
  synced_at: z.string().nullable(),
});
export type MeetingCalendarSync = z.infer<typeof meetingCalendarSyncResource>;
/** `GET meetings/{id}/calendar-sync` and `POST …/calendar-sync` (push again now). */
export const meetingCalendarSyncList = z.object({ data: z.array(meetingCalendarSyncResource) });

/** `GET meetings/busy`: the busy blocks of the given workspace members on one day in a zone. */
export const busyQuery = z.object({
  workspace_id: z.coerce
    .number({ error: 'The workspace field is required.' })
    .int()
    .positive({ message: 'The workspace field is required.' })
    .max(MAX_DB_ID, 'The selected workspace is invalid.'),
  date: z
    .string({ error: 'The date field is required.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be a date (YYYY-MM-DD).')
    // A day that does not exist (2026-02-30) would parse as a later one: it must read back the same.
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v,
      'The date must be a valid date.',
    ),
  time_zone: timeZone.default('UTC'),
  user_ids: idList('user_ids'),
});
export type BusyQuery = z.infer<typeof busyQuery>;

/**
 * Per person: `busy` blocks (instants, UTC) when their Google Calendar answered; `not_connected`
 * when they have no connection; `unavailable` when Google could not answer (nothing is assumed).
 */
export const busyResource = z.object({
  user_id: z.number().int(),
  state: z.enum(['ok', 'not_connected', 'unavailable']),
  busy: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type BusyTimes = z.infer<typeof busyResource>;
export const busyList = z.object({ data: z.array(busyResource) });

/**
 * `GET user/calendar-feed`: whether the user has a subscription feed. The address holds a secret
 * that only its SHA-256 is kept of, so `url` is given once, by `POST` (create or regenerate, which
 * makes the old address answer 404); `DELETE` turns the feed off.
 */
export const calendarFeedResource = z.object({
  enabled: z.boolean(),
  created_at: z.string().nullable(),
  /** Only in the answer of `POST user/calendar-feed`. */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedResource>;

/** The feed path segment: 43 base64url characters (32 random bytes) and `.ics`. */
export const calendarFeedFile = z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/);
