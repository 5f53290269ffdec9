import { and, eq, isNull } from 'drizzle-orm';
import { adminTeamIds, isTeamAdmin } from '@/lib/permissions/rules';
import type { AppDeps, UserRow } from '../../app-env';
import { teamMembers, teams, workspaceInvites, workspaces, workspaceTeams } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { loadMemberships } from '../access/memberships';
import { assertApproved } from './assert-approved';
import { notifyInviteAccepted } from './notify-invite-accepted';

const personalTeamName = (user: Pick<UserRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}'s team`;

/**
 * `POST workspaces/{id}/user-invite/{inviteId}`: the invited person accepts by bringing one of the
 * teams they administer (`teamId`). With no admin team at all, a personal team
 * "<First> <Last>'s team" is created with them as its admin. Answers the attached team's id.
 */
export async function acceptWorkspaceUserInvite(deps: AppDeps, user: UserRow, workspaceId: number, inviteId: number, teamId?: number): Promise<number> {
  const { db } = deps;
  const [invite] = await db
    .select({ invitedBy: workspaceInvites.invitedBy, approvalStatus: workspaces.approvalStatus })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(
      and(
        eq(workspaceInvites.id, inviteId),
        eq(workspaceInvites.workspaceId, workspaceId),
        isNull(workspaceInvites.teamId),
        eq(workspaceInvites.email, user.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (!invite) throw notFound('Invite');
  assertApproved(invite);

  const memberships = await loadMemberships(db, user.id);
  if (teamId !== undefined) {
    if (!isTeamAdmin(memberships, teamId)) throw fieldError('team_id', 'You must be an admin of the selected team.');
    const [attached] = await db
      .select({ teamId: workspaceTeams.teamId })
      .from(workspaceTeams)
      .where(and(eq(workspaceTeams.workspaceId, workspaceId), eq(workspaceTeams.teamId, teamId)))
      .limit(1);
    if (attached) throw fieldError('team_id', 'This team is already in the workspace.');
  } else if (adminTeamIds(memberships).length > 0) {
    throw fieldError('team_id', 'Choose one of your teams to bring into the workspace.');
  }

  const attachedTeamId = await db.transaction(async (tx) => {
    let id = teamId;
    if (id === undefined) {
      const [team] = await tx
        .insert(teams)
        .values({ name: personalTeamName(user), createdBy: user.id })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: 'admin' });
      id = team.id;
    }
    await tx.insert(workspaceTeams).values({ workspaceId, teamId: id, access: 'full' }).onConflictDoNothing();
    await tx
      .delete(workspaceInvites)
      .where(and(eq(workspaceInvites.workspaceId, workspaceId), isNull(workspaceInvites.teamId), eq(workspaceInvites.email, user.email.toLowerCase())));
    return id;
  });
  await notifyInviteAccepted(deps, invite, workspaceId, `${user.firstName} ${user.lastName}`, user.id);
  return attachedTeamId;
}
