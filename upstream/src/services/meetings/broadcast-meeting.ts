import type { AppDeps } from '../../app-env';
import { queueMeetingCalendarSync } from '../calendar/queue-meeting-calendar-sync';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';

/**
 * A meeting changed (or went): the users of its workspace refetch their open views, and the Google
 * Calendars that hold it follow (queued in the same transaction, pushed after commit).
 */
export async function broadcastMeeting(
  deps: AppDeps,
  meeting: { id: number; workspaceId: number },
  event: 'meetingUpdated' | 'meetingDeleted' = 'meetingUpdated',
): Promise<void> {
  await queueMeetingCalendarSync(deps, meeting.id);
  await broadcastToWorkspaces(deps, [meeting.workspaceId], event, { id: meeting.id, workspace_ids: [meeting.workspaceId] });
}
