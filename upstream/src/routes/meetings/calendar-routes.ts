import { createRoute, z } from '@hono/zod-openapi';
import { busyList, busyQuery, meetingCalendarSyncList } from '@/lib/contract/calendar';
import { json } from '../../lib/router';
import { meetingErrors, meetingParams } from './routes';

export const busyTimesRoute = createRoute({
  method: 'get',
  path: '/meetings/busy',
  description:
    'Busy blocks (times only) of workspace members on one day (`date`, in `time_zone`) from their connected Google Calendars, for scheduling. ' +
    'The create right in `workspace_id`; `user_ids` (at most 20) must be its members. A person is `not_connected` without a connection ' +
    'and `unavailable` when Google could not answer.',
  request: { query: busyQuery },
  responses: { 200: json(busyList, 'Busy times per person'), ...meetingErrors },
});

export const calendarSyncRoute = createRoute({
  method: 'get',
  path: '/meetings/{meetingId}/calendar-sync',
  description: 'Where the meeting stands in Google Calendar: one entry per calendar that holds it (the organiser, or each connected attendee).',
  request: { params: meetingParams },
  responses: { 200: json(meetingCalendarSyncList, 'Sync state per calendar'), ...meetingErrors },
});

export const retryCalendarSyncRoute = createRoute({
  method: 'post',
  path: '/meetings/{meetingId}/calendar-sync',
  description: 'Pushes the meeting to the calendars again (after a failure): answers at once with every entry pending. The write right in its workspace.',
  request: { params: meetingParams },
  responses: { 202: json(meetingCalendarSyncList, 'Queued'), ...meetingErrors },
});

export const meetingIcsRoute = createRoute({
  method: 'get',
  path: '/meetings/{meetingId}/ics',
  description: 'The meeting as an iCalendar file (RFC 5545), to add to any calendar.',
  request: { params: meetingParams },
  responses: {
    200: { description: 'An iCalendar file (attachment)', content: { 'text/calendar': { schema: z.string() } } },
    ...meetingErrors,
  },
});
