import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { meetings } from '../../db/schema';
import { broadcastMeeting } from './broadcast-meeting';
import type { MeetingRow } from './present-meetings';
import { meetingAttendeeIds, notifyMeetingCancelled } from './notify-meeting-change';

/**
 * `DELETE meetings/{id}`: its agenda, attendees and discussions go with it (cascade); its tasks stay
 * in the workspace without the meeting (meeting_id set null). The workspace's users get
 * `meetingDeleted`, which also refreshes their task views; its attendees but `actorId` get MeetingCancelled.
 */
export async function deleteMeeting(deps: AppDeps, actorId: number, meeting: MeetingRow): Promise<void> {
  const attendees = await meetingAttendeeIds(deps, meeting.id);
  await deps.db.delete(meetings).where(eq(meetings.id, meeting.id));
  await broadcastMeeting(deps, meeting, 'meetingDeleted');
  await notifyMeetingCancelled(deps, actorId, meeting, attendees);
}
