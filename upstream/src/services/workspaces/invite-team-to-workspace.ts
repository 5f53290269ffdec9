import { and, eq } from 'drizzle-orm';
import { isTeamMember } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { AppDeps, UserRow } from '../../app-env';
import { teams, workspaceInvites, workspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { notifyTeamAdmins } from './notify-team-admins';

/**
 * The one answer for a team the inviter does not belong to, whether it exists or not, so team ids
 * cannot be probed for names (security review, item 5).
 */
export const NOT_YOUR_TEAM = 'You can only invite a team you belong to; invite anyone else by email.';

/**
 * `POST workspaces/{id}/invite {team_id}`: invites a team the inviter is a member of (they know it;
 * any other team is invited through a person's email). Any of its admins accepts or declines; each
 * gets a `RecordCreated` notification, which bumps their bell live.
 */
export async function inviteTeamToWorkspace(
  deps: AppDeps,
  actor: UserRow,
  memberships: readonly Membership[],
  workspace: WorkspaceLinks,
  teamId: number,
): Promise<number> {
  const { db } = deps;
  if (!isTeamMember(memberships, teamId)) throw fieldError('team_id', NOT_YOUR_TEAM);
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw fieldError('team_id', NOT_YOUR_TEAM);
  if (workspace.teamIds.includes(teamId)) throw fieldError('team_id', 'This team is already in the workspace.');
  const [existing] = await db
    .select({ id: workspaceInvites.id })
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspaceId, workspace.id), eq(workspaceInvites.teamId, teamId)))
    .limit(1);
  if (existing) throw fieldError('team_id', 'This team has already been invited.');
  const [ws] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspace.id));
  const [invite] = await db
    .insert(workspaceInvites)
    .values({ workspaceId: workspace.id, teamId, invitedBy: actor.id, createdAt: deps.now() })
    .returning({ id: workspaceInvites.id });
  await notifyTeamAdmins(
    deps,
    teamId,
    'RecordCreated',
    {
      kind: 'workspace_invite',
      title: 'Workspace invite',
      message: `${actor.firstName} ${actor.lastName} invited ${team.name} to the workspace "${ws.name}".`,
      workspace_id: workspace.id,
      invite_id: invite.id,
      team_id: teamId,
    },
    actor.id,
  );
  return invite.id;
}
