import type { AppDeps } from '../../app-env';
import { fieldError } from '../../lib/errors';
import { workspaceUserIds } from '../live/broadcast-to-workspaces';

/**
 * Assignees must be members of the workspace's teams (read-only teams included: they can read the
 * task). Anyone else is a 422 on `field`, whether or not the user exists, so ids reveal nothing.
 */
export async function assertWorkspaceMembers(deps: AppDeps, workspaceId: number, userIds: readonly number[], field: string, message: string): Promise<void> {
  if (userIds.length === 0) return;
  const members = new Set(await workspaceUserIds(deps, [workspaceId]));
  if (userIds.some((id) => !members.has(id))) throw fieldError(field, message);
}
