import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { afterCommit } from '../../db/request-transaction';
import { meetingCalendarEvents, meetings, outboxEvents } from '../../db/schema';
import { googleCredentials } from '../google/google-oauth';
import { calendarHolders } from './read-calendar-events';

/** The outbox kind (decision 0022) whose rows push one meeting to Google Calendar. */
export const GOOGLE_CALENDAR_KIND = 'google-calendar';

/**
 * A meeting changed, was created or went: in the write's own transaction (`deps.db`), its calendar
 * rows become "pending" and one outbox row asks the sync (sync-meeting-calendar.ts) to push it after
 * commit; the request never waits on Google. Nothing is written when nobody involved is connected,
 * and nothing is even read when Google is not configured (no one can connect then): every meeting
 * write calls this.
 */
export async function queueMeetingCalendarSync(deps: AppDeps, meetingId: number): Promise<boolean> {
  if (!googleCredentials(deps.config)) return false;
  const { db } = deps;
  const [meeting] = await db.select({ id: meetings.id, createdBy: meetings.createdBy }).from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  const { holders } = meeting ? await calendarHolders(db, meeting) : { holders: [] as number[] };
  const now = deps.now();
  if (holders.length)
    await db
      .insert(meetingCalendarEvents)
      .values(holders.map((userId) => ({ meetingId, userId, state: 'pending', lastError: null, updatedAt: now })))
      .onConflictDoUpdate({
        target: [meetingCalendarEvents.meetingId, meetingCalendarEvents.userId],
        set: { state: 'pending', lastError: null, updatedAt: now },
      });
  // Rows of people who no longer hold it (removed, disconnected, meeting deleted): their events go.
  const leaving = await db
    .update(meetingCalendarEvents)
    .set({ state: 'pending', updatedAt: now })
    .where(and(eq(meetingCalendarEvents.meetingId, meetingId), holders.length ? notInArray(meetingCalendarEvents.userId, holders) : sql`true`))
    .returning({ userId: meetingCalendarEvents.userId });
  if (holders.length === 0 && leaving.length === 0) return false;
  await db.insert(outboxEvents).values({ kind: GOOGLE_CALENDAR_KIND, payload: { meeting_id: meetingId } });
  const nudge = deps.nudgeOutbox;
  if (nudge) afterCommit(() => nudge(GOOGLE_CALENDAR_KIND));
  return true;
}
