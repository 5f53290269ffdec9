import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { teamInvites } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { loadOwnInvite } from './load-own-invite';
import { teamPath } from './team-path';
import { displayName } from './to-member-user';

/** `DELETE teams/invite/{inviteId}`: drops the invite and tells the inviter, so they can invite someone else. */
export async function declineTeamInvite(deps: AppDeps, user: UserRow, inviteId: number): Promise<void> {
  const { invite, team } = await loadOwnInvite(deps.db, user, inviteId);
  await deps.db.delete(teamInvites).where(eq(teamInvites.id, invite.id));
  if (invite.invitedBy !== null) {
    await notifyUser(deps, invite.invitedBy, 'InviteDeclined', {
      kind: 'team_invite_declined',
      title: 'Invite declined',
      message: `${displayName(user)} declined your invite to join ${team.name}.`,
      url: teamPath(team.id),
      team_id: team.id,
    });
  }
}
