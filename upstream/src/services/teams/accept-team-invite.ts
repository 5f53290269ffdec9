import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { teamInvites, teamMembers } from '../../db/schema';
import { loadOwnInvite } from './load-own-invite';
import { notifyInviter } from './notify-inviter';

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
  await notifyInviter(deps, { invite, team }, user, 'accepted');
  return team.id;
}
