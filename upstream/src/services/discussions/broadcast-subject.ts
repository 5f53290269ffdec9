import type { AppDeps } from '../../app-env';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { DiscussionSubjectRef } from './require-discussion';

/** A discussion or comment changed: the file or insight it belongs to changed for its open views. */
export async function broadcastSubjectUpdated(deps: AppDeps, subject: DiscussionSubjectRef): Promise<void> {
  const event = subject.kind === 'file' ? 'fileUpdated' : 'insightUpdated';
  await broadcastToWorkspaces(deps, subject.workspaceIds, event, { id: subject.id, workspace_ids: subject.workspaceIds });
}
