import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { meetingAttendees, meetings } from '../../db/schema';
import { queueMeetingCalendarSync } from './queue-meeting-calendar-sync';

/** A calendar that just connected gets the meetings still ahead (at most this many, soonest first). */
const UPCOMING_LIMIT = 200;

/**
 * After a (re)connect: every meeting the user organises or attends that has not ended yet is queued,
 * so the calendar holds them without waiting for their next edit. Past meetings stay out.
 */
export async function queueUpcomingMeetings(deps: AppDeps, userId: number): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ id: meetings.id, startsAt: meetings.startsAt })
    .from(meetings)
    .leftJoin(meetingAttendees, and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, userId)))
    .where(and(gte(meetings.endsAt, deps.now()), or(eq(meetings.createdBy, userId), eq(meetingAttendees.userId, userId))))
    .orderBy(asc(meetings.startsAt))
    .limit(UPCOMING_LIMIT);
  let queued = 0;
  for (const row of rows) if (await queueMeetingCalendarSync(deps, row.id)) queued++;
  return queued;
}
