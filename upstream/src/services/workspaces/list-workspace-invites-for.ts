import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { WorkspaceInvite } from '@/lib/contract/workspaces';
import type { Db } from '../../db/client';
import { teamMembers, teams, users, workspaceInvites, workspaces } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from './member-user';

/**
 * The workspace invites waiting for this user, newest first: invites of teams they administer and
 * invites to their own email. Only approved workspaces (invites cannot be made before approval).
 * `GET workspaces/invites` answers it; `GET user/invites` adds it beside the team invites.
 */
export async function listWorkspaceInvitesFor(db: Db, userId: number, email: string): Promise<WorkspaceInvite[]> {
  const adminTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'admin')));
  const rows = await db
    .select({
      invite: workspaceInvites,
      workspace: { id: workspaces.id, name: workspaces.name, image: workspaces.image },
      team: { id: teams.id, name: teams.name },
      inviter: users,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(teams, eq(teams.id, workspaceInvites.teamId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedBy))
    .where(
      and(
        eq(workspaces.approvalStatus, 'approved'),
        or(inArray(workspaceInvites.teamId, adminTeams), and(isNull(workspaceInvites.teamId), eq(workspaceInvites.email, email.toLowerCase()))),
      ),
    )
    .orderBy(desc(workspaceInvites.createdAt), desc(workspaceInvites.id));
  return rows.map(({ invite, workspace, team, inviter }) => ({
    id: invite.id,
    kind: invite.teamId !== null ? 'team' : 'user',
    workspace: { id: workspace.id, name: workspace.name, image: uploadUrl(workspace.image) },
    team: team && invite.teamId !== null ? { id: team.id, name: team.name } : null,
    email: invite.email,
    invited_by: inviter ? toMemberUser(inviter) : null,
    created_at: invite.createdAt.toISOString(),
  }));
}
