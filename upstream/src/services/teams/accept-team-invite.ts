import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { teamInvites, teamMembers } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { loadOwnInvite } from './load-own-invite';
import { teamPath } from './team-path';
import { displayName } from './to-member-user';

/**
 * `POST teams/invite/{inviteId}`: joins the team with the invite's role and tells the inviter.
 * Someone already in the team (joined another way meanwhile) keeps their role; the invite goes.
 * Returns the team's id: the handler reads the team as its new member.
 */
export async function acceptTeamInvite(deps: AppDeps, user: UserRow, inviteId: number): Promise<number> {
  const { invite, team } = await loadOwnInvite(deps.db, user, inviteId);
  await deps.db.transaction(async (tx) => {
    await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, role: invite.role }).onConflictDoNothing();
    await tx.delete(teamInvites).where(eq(teamInvites.id, invite.id));
  });
  if (invite.invitedBy !== null) {
    await notifyUser(deps, invite.invitedBy, 'InviteAccepted', {
      kind: 'team_invite_accepted',
      title: 'Invite accepted',
      message: `${displayName(user)} accepted your invite to join ${team.name}.`,
      url: teamPath(team.id),
      team_id: team.id,
    });
  }
  return team.id;
}
