import { and, eq, gt, lte } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import { meetingAttendees, meetings } from '../../db/schema';
import { findFollowable } from '../follows/require-followable';
import { formatMeetingStart } from '../meetings/notify-invitees';
import { sendReminderOnce } from './send-reminder-once';

/**
 * Meeting reminders: each attendee, once, when the meeting starts within the configured minutes
 * (MEETING_REMINDER_MINUTES, default 15; 0 = none). The key holds the start, so a moved meeting
 * reminds again. Returns how many were sent.
 */
export async function sendMeetingReminders(deps: AppDeps): Promise<number> {
  const minutes = deps.config.reminders.meetingMinutes;
  if (minutes <= 0) return 0;
  const now = deps.now();
  const rows = await deps.db
    .select({
      id: meetings.id,
      title: meetings.title,
      workspaceId: meetings.workspaceId,
      startsAt: meetings.startsAt,
      timeZone: meetings.timeZone,
      location: meetings.location,
      userId: meetingAttendees.userId,
    })
    .from(meetings)
    .innerJoin(meetingAttendees, eq(meetingAttendees.meetingId, meetings.id))
    .where(and(gt(meetings.startsAt, now), lte(meetings.startsAt, new Date(now.getTime() + minutes * 60_000))))
    .orderBy(meetings.startsAt, meetings.id, meetingAttendees.userId);
  let count = 0;
  for (const row of rows) {
    const inMinutes = Math.max(1, Math.round((row.startsAt.getTime() - now.getTime()) / 60_000));
    const sent = await sendReminderOnce(
      deps,
      {
        recordKind: 'meeting',
        recordId: row.id,
        userId: row.userId,
        reminder: 'meeting_soon',
        dueKey: row.startsAt.toISOString(),
        type: 'MeetingReminder',
        data: {
          kind: 'meeting_reminder',
          title: row.title,
          message: `"${row.title}" starts in ${inMinutes} minute${inMinutes === 1 ? '' : 's'} (${formatMeetingStart(row.startsAt, row.timeZone)})${row.location ? ` at ${row.location}` : ''}`,
          url: recordUrl('meeting', row.id, row.workspaceId),
          record: `meeting:${row.id}`,
        },
      },
      () => findFollowable(deps.db, row.userId, 'meeting', row.id).then(Boolean),
    );
    if (sent) count += 1;
  }
  return count;
}
