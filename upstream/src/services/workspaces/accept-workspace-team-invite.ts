import { and, eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { teams, workspaceInvites, workspaces, workspaceTeams } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertApproved } from './assert-approved';
import { notifyInviteAccepted } from './notify-invite-accepted';

/**
 * `POST workspaces/{id}/invite/{teamId}`: an admin of the invited team (checked by the route)
 * accepts; the team is attached with full access, the invite is used up and the inviter is told.
 */
export async function acceptWorkspaceTeamInvite(deps: AppDeps, actor: UserRow, workspaceId: number, teamId: number): Promise<void> {
  const { db } = deps;
  const [invite] = await db
    .select({ invitedBy: workspaceInvites.invitedBy, approvalStatus: workspaces.approvalStatus, teamName: teams.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .innerJoin(teams, eq(teams.id, workspaceInvites.teamId))
    .where(and(eq(workspaceInvites.workspaceId, workspaceId), eq(workspaceInvites.teamId, teamId)))
    .limit(1);
  if (!invite) throw notFound('Invite');
  assertApproved(invite);
  await db.transaction(async (tx) => {
    await tx.insert(workspaceTeams).values({ workspaceId, teamId, access: 'full' }).onConflictDoNothing();
    await tx.delete(workspaceInvites).where(and(eq(workspaceInvites.workspaceId, workspaceId), eq(workspaceInvites.teamId, teamId)));
  });
  await notifyInviteAccepted(deps, invite, workspaceId, invite.teamName, actor.id);
}
