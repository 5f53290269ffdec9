import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { googleTokens, meetingAttendees, meetingCalendarEvents, meetings, users } from '../../db/schema';
import type { OutboxKind } from '../../lib/outbox/outbox-kind';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import { deleteEvent, GoogleApiError, GoogleGrantRevoked, GoogleUnreachable, insertEvent, patchEvent, type GoogleEvent } from '../google/google-api';
import { GoogleNotConnected, withGoogleAccess } from '../google/with-google-access';
import { GOOGLE_CALENDAR_KIND } from './queue-meeting-calendar-sync';
import { describeMeetings } from './describe-meeting';
import { calendarHolders } from './read-calendar-events';

type MeetingRow = typeof meetings.$inferSelect;
type EventRow = typeof meetingCalendarEvents.$inferSelect;

const RECONNECT = 'Google Calendar needs reconnecting in the profile.';

/**
 * Our own event id (Google accepts base32hex ids of 5–1024 characters; hex digits are a subset):
 * the same meeting and holder always give the same id, so an insert whose answer was lost is found
 * again (409) instead of made twice. The app URL keeps two installs apart in one calendar.
 */
export const googleEventId = (appUrl: string, meetingId: number, userId: number) =>
  createHash('sha256').update(`${appUrl}|meeting|${meetingId}|${userId}`).digest('hex').slice(0, 40);

async function eventOf(deps: AppDeps, meeting: MeetingRow, invite: boolean): Promise<GoogleEvent> {
  const [[{ text, url }], attendees] = await Promise.all([
    describeMeetings(deps, [meeting]),
    invite
      ? deps.db
          .select({ id: users.id, email: users.email, googleEmail: googleTokens.googleEmail })
          .from(meetingAttendees)
          .innerJoin(users, eq(users.id, meetingAttendees.userId))
          .leftJoin(googleTokens, eq(googleTokens.userId, users.id))
          .where(eq(meetingAttendees.meetingId, meeting.id))
          .orderBy(asc(users.id))
      : Promise.resolve([]),
  ]);
  return {
    summary: meeting.title,
    description: text,
    location: meeting.location,
    start: { dateTime: meeting.startsAt.toISOString(), timeZone: meeting.timeZone },
    end: { dateTime: meeting.endsAt.toISOString(), timeZone: meeting.timeZone },
    // The organiser's event invites everyone else, at the address their calendar is connected with.
    ...(invite ? { attendees: attendees.filter((a) => a.id !== meeting.createdBy).map((a) => ({ email: a.googleEmail ?? a.email })) } : {}),
    source: { title: 'Open the meeting', url },
  };
}

/** Writes the event in the holder's calendar: patch the one we have, else insert under our id (409: it exists, patch it). */
async function pushEvent(deps: AppDeps, row: EventRow, event: GoogleEvent): Promise<string> {
  const id = row.googleEventId ?? googleEventId(deps.config.appUrl, row.meetingId, row.userId);
  return withGoogleAccess(deps, row.userId, async (token, credentials) => {
    if (row.googleEventId && (await patchEvent(credentials, token, row.calendarId, id, event))) return id;
    try {
      return await insertEvent(credentials, token, row.calendarId, { ...event, id });
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.status !== 409) throw error;
      if (await patchEvent(credentials, token, row.calendarId, id, event)) return id;
      // Google holds the id yet cannot find the event to update: nothing was written, so it is not synced.
      throw new GoogleApiError(409, 'The event id is taken but the event cannot be updated.');
    }
  });
}

/** The sync row of one meeting and holder. */
const rowOf = (meetingId: number, userId: number) => and(eq(meetingCalendarEvents.meetingId, meetingId), eq(meetingCalendarEvents.userId, userId));

/** What a failure leaves on the row: transient ones stay pending (the outbox tries again). */
function outcome(error: unknown): { state: 'pending' | 'failed'; message: string } {
  if (error instanceof GoogleUnreachable) return { state: 'pending', message: `${error.message} Trying again.` };
  if (error instanceof GoogleNotConnected || error instanceof GoogleGrantRevoked) return { state: 'failed', message: RECONNECT };
  if (error instanceof GoogleApiError) return { state: 'failed', message: error.message };
  throw error;
}

/**
 * Brings Google in line with the meeting as it is now (idempotent, so a retry or a burst of edits
 * costs nothing extra): holders get the event inserted or patched, rows of people who no longer
 * hold it (or of a deleted meeting) get their event deleted and go. Each row records its state;
 * the open views hear `meetingUpdated`. Throws when Google was unreachable, so the outbox row is
 * tried again with backoff.
 */
export async function syncMeetingCalendar(deps: AppDeps, meetingId: number): Promise<void> {
  const { db } = deps;
  const [meeting] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  const rows = await db.select().from(meetingCalendarEvents).where(eq(meetingCalendarEvents.meetingId, meetingId));
  const { organiser, holders } = meeting ? await calendarHolders(db, meeting) : { organiser: null, holders: [] as number[] };
  let unreachable: GoogleUnreachable | null = null;

  for (const row of rows.filter((r) => !holders.includes(r.userId))) {
    try {
      if (row.googleEventId) {
        const eventId = row.googleEventId;
        await withGoogleAccess(deps, row.userId, (token, credentials) => deleteEvent(credentials, token, row.calendarId, eventId));
      }
    } catch (error) {
      if (error instanceof GoogleUnreachable) {
        unreachable = error;
        continue;
      }
      // Not connected any more: nothing we may still delete there.
      if (!(error instanceof GoogleNotConnected || error instanceof GoogleGrantRevoked || error instanceof GoogleApiError)) throw error;
    }
    await db.delete(meetingCalendarEvents).where(rowOf(meetingId, row.userId));
  }

  if (meeting && holders.length) {
    const now = deps.now();
    const missing = holders.filter((id) => !rows.some((r) => r.userId === id));
    if (missing.length)
      await db
        .insert(meetingCalendarEvents)
        .values(missing.map((userId) => ({ meetingId, userId, updatedAt: now })))
        .onConflictDoNothing();
    const current = await db
      .select()
      .from(meetingCalendarEvents)
      .where(and(eq(meetingCalendarEvents.meetingId, meetingId), inArray(meetingCalendarEvents.userId, holders)));
    // Holders are the organiser alone (the event invites the attendees) or attendees (no list): one event serves them all.
    const event = await eventOf(deps, meeting, organiser !== null && holders.includes(organiser));
    for (const row of current) {
      try {
        const eventId = await pushEvent(deps, row, event);
        await db
          .update(meetingCalendarEvents)
          .set({ googleEventId: eventId, state: 'synced', lastError: null, syncedAt: deps.now(), updatedAt: deps.now() })
          .where(rowOf(meetingId, row.userId));
      } catch (error) {
        const { state, message } = outcome(error);
        if (error instanceof GoogleUnreachable) unreachable = error;
        await db.update(meetingCalendarEvents).set({ state, lastError: message, updatedAt: deps.now() }).where(rowOf(meetingId, row.userId));
      }
    }
  }
  if (meeting) await broadcastToWorkspaces(deps, [meeting.workspaceId], 'meetingUpdated', { id: meeting.id, workspace_ids: [meeting.workspaceId] });
  if (unreachable) throw unreachable;
}

/** The outbox kind that runs the sync after commit, with the dispatcher's retries and backoff. */
export function googleCalendarKind(deps: AppDeps): OutboxKind {
  return {
    kind: GOOGLE_CALENDAR_KIND,
    deliver: (payload) => syncMeetingCalendar(deps, Number(payload.meeting_id)),
  };
}
