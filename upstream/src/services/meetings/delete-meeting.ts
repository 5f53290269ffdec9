import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { meetings } from '../../db/schema';
import { broadcastMeeting } from './broadcast-meeting';
import type { MeetingRow } from './present-meetings';

/**
 * `DELETE meetings/{id}`: its agenda, attendees and discussions go with it (cascade); its tasks stay
 * in the workspace without the meeting (meeting_id set null). The workspace's users get
 * `meetingDeleted`, which also refreshes their task views.
 */
export async function deleteMeeting(deps: AppDeps, meeting: MeetingRow): Promise<void> {
  await deps.db.delete(meetings).where(eq(meetings.id, meeting.id));
  await broadcastMeeting(deps, meeting, 'meetingDeleted');
}
