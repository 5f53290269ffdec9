import type { AppDeps } from '../../app-env';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { TaskRow } from './present-tasks';

/**
 * Tells the users of a task's workspace that it changed or went. A subtask's change is also a
 * change of its parent (its progress and subtask list), so the parent's id gets `taskUpdated` too:
 * views keyed by the parent refresh without knowing its subtasks.
 */
export async function broadcastTask(deps: AppDeps, row: Pick<TaskRow, 'id' | 'workspaceId' | 'parentId'>, event: 'taskUpdated' | 'taskDeleted'): Promise<void> {
  const workspaceIds = [row.workspaceId];
  await broadcastToWorkspaces(deps, workspaceIds, event, { id: row.id, workspace_ids: workspaceIds, parent_id: row.parentId });
  if (row.parentId !== null) await broadcastToWorkspaces(deps, workspaceIds, 'taskUpdated', { id: row.parentId, workspace_ids: workspaceIds, parent_id: null });
}
