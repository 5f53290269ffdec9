import { and, eq } from 'drizzle-orm';
import { isTeamAdmin } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { workspaceInvites, workspaceTeams } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/**
 * `POST workspaces/{id}/add`: a manager attaches a team they also administer, with no invite to
 * accept (they would accept it themselves). A pending invite of that team is used up.
 */
export async function addWorkspaceTeam(db: Db, memberships: Membership[], workspace: WorkspaceLinks, teamId: number): Promise<void> {
  if (!isTeamAdmin(memberships, teamId)) throw fieldError('team_id', 'You can only add teams you are an admin of.');
  if (workspace.teamIds.includes(teamId)) throw fieldError('team_id', 'This team is already in the workspace.');
  await db.transaction(async (tx) => {
    await tx.insert(workspaceTeams).values({ workspaceId: workspace.id, teamId, access: 'full' }).onConflictDoNothing();
    await tx.delete(workspaceInvites).where(and(eq(workspaceInvites.workspaceId, workspace.id), eq(workspaceInvites.teamId, teamId)));
  });
}
