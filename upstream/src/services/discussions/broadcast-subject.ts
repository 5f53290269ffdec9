import type { AppDeps } from '../../app-env';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { DiscussionSubjectRef } from './read-discussions';

/** A discussion or comment changed: the file, insight, meeting or task it belongs to changed for its open views. */
export async function broadcastSubjectUpdated(deps: AppDeps, subject: DiscussionSubjectRef): Promise<void> {
  const event = ({ file: 'fileUpdated', insight: 'insightUpdated', meeting: 'meetingUpdated', task: 'taskUpdated' } as const)[subject.kind];
  await broadcastToWorkspaces(deps, subject.workspaceIds, event, { id: subject.id, workspace_ids: subject.workspaceIds });
}
