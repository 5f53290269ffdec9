import type { AppDeps } from '../../app-env';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';

/** A meeting changed (or went): the users of its workspace refetch their open views. */
export async function broadcastMeeting(
  deps: AppDeps,
  meeting: { id: number; workspaceId: number },
  event: 'meetingUpdated' | 'meetingDeleted' = 'meetingUpdated',
): Promise<void> {
  await broadcastToWorkspaces(deps, [meeting.workspaceId], event, { id: meeting.id, workspace_ids: [meeting.workspaceId] });
}
