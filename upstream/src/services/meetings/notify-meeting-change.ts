import { eq } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import { meetingAttendees } from '../../db/schema';
import { actorName } from '../follows/actor-name';
import { notifyFollowers } from '../follows/notify-followers';
import { notifyUser } from '../notifications/notify-user';
import { formatMeetingStart } from './notify-invitees';
import type { MeetingRow } from './present-meetings';

export async function meetingAttendeeIds(deps: AppDeps, meetingId: number): Promise<number[]> {
  const rows = await deps.db.select({ id: meetingAttendees.userId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, meetingId));
  return rows.map((r) => r.id);
}

/** What moved between two versions of a meeting: its time or its place ("time: … → …"). */
export function meetingChanges(before: MeetingRow, after: MeetingRow): string[] {
  const changes: string[] = [];
  if (before.startsAt.getTime() !== after.startsAt.getTime() || before.endsAt.getTime() !== after.endsAt.getTime())
    changes.push(`time: ${formatMeetingStart(before.startsAt, before.timeZone)} → ${formatMeetingStart(after.startsAt, after.timeZone)}`);
  if ((before.location ?? '') !== (after.location ?? '')) changes.push(`place: ${before.location || 'none'} → ${after.location || 'none'}`);
  return changes;
}

/**
 * A meeting's time or place changed: each attendee but the actor gets `MeetingChanged`, and its
 * other followers `FollowedActivity` (an attendee who follows it is told once).
 */
export async function notifyMeetingChanged(deps: AppDeps, actorId: number, before: MeetingRow, after: MeetingRow): Promise<void> {
  const changes = meetingChanges(before, after);
  if (changes.length === 0) return;
  const name = await actorName(deps.db, actorId);
  const message = `${name} changed "${after.title}": ${changes.join('; ')}`;
  const attendees = await meetingAttendeeIds(deps, after.id);
  const data = {
    kind: 'meeting_changed',
    title: after.title,
    message,
    url: recordUrl('meeting', after.id, after.workspaceId),
    actor_id: actorId,
    record: `meeting:${after.id}`,
    changes,
  };
  for (const userId of attendees) if (userId !== actorId) await notifyUser(deps, userId, 'MeetingChanged', data);
  await notifyFollowers(deps, 'meeting', after.id, { actorId, message, changes, skip: attendees });
}

/** A meeting was deleted: its attendees (read before the delete) but the actor get `MeetingCancelled`. */
export async function notifyMeetingCancelled(deps: AppDeps, actorId: number, meeting: MeetingRow, attendees: readonly number[]): Promise<void> {
  const name = await actorName(deps.db, actorId);
  const data = {
    kind: 'meeting_cancelled',
    title: meeting.title,
    message: `${name} cancelled "${meeting.title}" on ${formatMeetingStart(meeting.startsAt, meeting.timeZone)}`,
    // The meeting is gone: the link opens the workspace's meetings.
    url: `/workspace/${meeting.workspaceId}/meetings`,
    actor_id: actorId,
    record: `meeting:${meeting.id}`,
  };
  for (const userId of attendees) if (userId !== actorId) await notifyUser(deps, userId, 'MeetingCancelled', data);
}
