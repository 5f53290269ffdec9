import { eq } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { displayName } from '../teams/to-member-user';
import type { MeetingRow } from './present-meetings';

/** "Nov 23, 2026, 9:30 AM GMT+1": the start as the planner entered it, with its zone. */
export function formatMeetingStart(startsAt: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(startsAt);
}

/**
 * A meeting invitation on each new attendee's private channel (the bell rises live). The person who
 * sent the invitation is never notified of their own meeting.
 */
export async function notifyInvitees(deps: AppDeps, meeting: MeetingRow, inviterId: number, attendeeIds: readonly number[]): Promise<void> {
  const invited = attendeeIds.filter((id) => id !== inviterId);
  if (invited.length === 0) return;
  const [inviter] = await deps.db.select().from(users).where(eq(users.id, inviterId)).limit(1);
  const name = inviter ? displayName(inviter) : 'Someone';
  const data = {
    kind: 'meeting_invitation',
    title: 'Meeting invitation',
    message: `${name} invited you to "${meeting.title}" on ${formatMeetingStart(meeting.startsAt, meeting.timeZone)}`,
    url: recordUrl('meeting', meeting.id, meeting.workspaceId),
  };
  for (const userId of invited) await notifyUser(deps, userId, 'MeetingInvitation', data);
}
