import { and, eq } from 'drizzle-orm';
import type { WorkspaceLinks } from '@/lib/permissions/rules';
import type { AppDeps, UserRow } from '../../app-env';
import { teams, workspaces, workspaceTeams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { notifyTeamAdmins } from './notify-team-admins';

/**
 * `POST workspaces/{id}/transfer`: hands the workspace to another attached team, which gets full
 * access; the old owner team stays attached. The new owner's admins are told.
 */
export async function transferWorkspace(deps: AppDeps, actor: UserRow, workspace: WorkspaceLinks, teamId: number): Promise<void> {
  if (teamId === workspace.ownerTeamId) throw fieldError('team_id', 'This team already owns the workspace.');
  if (!workspace.teamIds.includes(teamId)) throw fieldError('team_id', 'The new owner must be a team of the workspace.');
  const [ws] = await deps.db.transaction(async (tx) => {
    await tx
      .update(workspaceTeams)
      .set({ access: 'full' })
      .where(and(eq(workspaceTeams.workspaceId, workspace.id), eq(workspaceTeams.teamId, teamId)));
    return tx
      .update(workspaces)
      .set({ ownerTeamId: teamId, updatedAt: deps.now() })
      .where(eq(workspaces.id, workspace.id))
      .returning({ name: workspaces.name });
  });
  const [team] = await deps.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  await notifyTeamAdmins(
    deps,
    teamId,
    'OwnershipTransferred',
    {
      kind: 'workspace_ownership_transferred',
      title: 'Workspace ownership transferred',
      message: `${actor.firstName} ${actor.lastName} made ${team?.name ?? 'your team'} the owner of the workspace "${ws.name}".`,
      url: `/workspace/${workspace.id}`,
      workspace_id: workspace.id,
      team_id: teamId,
    },
    actor.id,
  );
}
