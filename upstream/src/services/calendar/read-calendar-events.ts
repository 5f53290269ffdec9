import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import type { Db } from '../../db/client';
import { googleTokens, meetingAttendees, meetingCalendarEvents, meetings, users } from '../../db/schema';
import { toMemberUser } from '../teams/to-member-user';

/**
 * Who holds a meeting in their Google Calendar (decision 0024): the organiser (its creator) when
 * connected, with the attendees invited by Google from that event; otherwise each connected
 * attendee, in their own calendar. A connection waiting for a reconnect holds nothing.
 */
export async function calendarHolders(db: Db, meeting: { id: number; createdBy: number | null }): Promise<{ organiser: number | null; holders: number[] }> {
  const attendees = (await db.select({ id: meetingAttendees.userId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, meeting.id))).map(
    (r) => r.id,
  );
  const participants = [...new Set([...(meeting.createdBy ? [meeting.createdBy] : []), ...attendees])];
  if (participants.length === 0) return { organiser: meeting.createdBy, holders: [] };
  const connected = new Set(
    (
      await db
        .select({ id: googleTokens.userId })
        .from(googleTokens)
        .where(and(inArray(googleTokens.userId, participants), isNull(googleTokens.needsReconnectAt)))
    ).map((r) => r.id),
  );
  if (meeting.createdBy && connected.has(meeting.createdBy)) return { organiser: meeting.createdBy, holders: [meeting.createdBy] };
  return { organiser: meeting.createdBy, holders: attendees.filter((id) => connected.has(id)).sort((a, b) => a - b) };
}

/** The meeting's sync rows with their users, organiser first: what `GET meetings/{id}/calendar-sync` shows. */
export async function listMeetingCalendarSync(db: Db, meetingId: number): Promise<MeetingCalendarSync[]> {
  const [meeting] = await db.select({ createdBy: meetings.createdBy }).from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  const rows = await db
    .select({ row: meetingCalendarEvents, user: users })
    .from(meetingCalendarEvents)
    .innerJoin(users, eq(users.id, meetingCalendarEvents.userId))
    .where(eq(meetingCalendarEvents.meetingId, meetingId))
    .orderBy(asc(meetingCalendarEvents.userId));
  const organiser = meeting?.createdBy ?? null;
  return rows
    .map(({ row, user }) => ({
      user: toMemberUser(user),
      role: row.userId === organiser ? ('organiser' as const) : ('attendee' as const),
      state: row.state as MeetingCalendarSync['state'],
      error: row.lastError,
      synced_at: row.syncedAt?.toISOString() ?? null,
    }))
    .sort((a, b) => Number(b.role === 'organiser') - Number(a.role === 'organiser'));
}
