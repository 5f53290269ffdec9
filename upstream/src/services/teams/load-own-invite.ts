import { eq } from 'drizzle-orm';
import type { UserRow } from '../../app-env';
import type { Db } from '../../db/client';
import { teamInvites, teams } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * A team invite addressed to `user`'s email, with its team. Anyone else gets 404, so invite ids
 * cannot be probed.
 */
export async function loadOwnInvite(db: Db, user: UserRow, inviteId: number) {
  const [row] = await db
    .select({ invite: teamInvites, team: teams })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(eq(teamInvites.id, inviteId))
    .limit(1);
  if (!row || row.invite.email !== user.email.toLowerCase()) throw notFound('Invite');
  return row;
}
