import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { teamInvites } from '../../db/schema';
import { loadOwnInvite } from './load-own-invite';
import { notifyInviter } from './notify-inviter';

/** `DELETE teams/invite/{inviteId}`: drops the invite and tells the inviter, so they can invite someone else. */
export async function declineTeamInvite(deps: AppDeps, user: UserRow, inviteId: number): Promise<void> {
  const { invite, team } = await loadOwnInvite(deps.db, user, inviteId);
  await deps.db.delete(teamInvites).where(eq(teamInvites.id, invite.id));
  await notifyInviter(deps, { invite, team }, user, 'declined');
}
