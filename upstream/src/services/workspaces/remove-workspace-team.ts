import { and, eq } from 'drizzle-orm';
import type { WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { workspaceTeams } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';

const OWNER_MESSAGE = {
  remove: 'The owner team cannot be removed from the workspace.',
  leave: 'The owner team cannot leave the workspace; transfer the ownership first.',
} as const;

/**
 * Takes a team out of a workspace: removed by the workspace's administrator or leaving on its own
 * admin's request (the route checks which). The owner team always stays.
 */
export async function removeWorkspaceTeam(db: Db, workspace: WorkspaceLinks, teamId: number, how: 'remove' | 'leave'): Promise<void> {
  if (!workspace.teamIds.includes(teamId)) throw notFound('Team');
  if (teamId === workspace.ownerTeamId) throw fieldError('team_id', OWNER_MESSAGE[how]);
  await db.delete(workspaceTeams).where(and(eq(workspaceTeams.workspaceId, workspace.id), eq(workspaceTeams.teamId, teamId)));
}
