import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { teamMembers, workspaceTeams } from '../../db/schema';
import { userChannel } from '../../realtime/channel-auth';

/** Live-update event names of section 4 (content events, meetings and tasks included). */
export type ContentEvent =
  | 'fileUpdated'
  | 'fileDeleted'
  | 'insightUpdated'
  | 'insightDeleted'
  | 'taskUpdated'
  | 'taskDeleted'
  | 'meetingUpdated'
  | 'meetingDeleted';

/** Every user who can see at least one of these workspaces (members of their attached teams). */
export async function workspaceUserIds(deps: AppDeps, workspaceIds: number[]): Promise<number[]> {
  if (workspaceIds.length === 0) return [];
  const rows = await deps.db
    .selectDistinct({ userId: teamMembers.userId })
    .from(workspaceTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, workspaceTeams.teamId))
    .where(and(inArray(workspaceTeams.workspaceId, workspaceIds)));
  return rows.map((r) => r.userId);
}

/**
 * Sends a content event to the private channel of every user of the workspaces concerned (the
 * channel each browser already holds, so no per-workspace authorization is needed). The payload
 * is small on purpose: `{ id, workspace_ids }`; open views refetch what they show through the API,
 * which applies the reader's own permissions. For a change that removes a record from a workspace,
 * pass the old and the new workspace ids together.
 */
export async function broadcastToWorkspaces(
  deps: AppDeps,
  workspaceIds: number[],
  event: ContentEvent,
  payload: { id: number; workspace_ids: number[]; [key: string]: unknown },
): Promise<void> {
  const users = await workspaceUserIds(deps, [...new Set(workspaceIds)]);
  if (users.length === 0) return;
  await deps.publisher.publish(users.map(userChannel), event, payload);
}
