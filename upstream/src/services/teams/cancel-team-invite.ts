import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvites } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';

/** `DELETE teams/{id}/invite?email=` (admins: the handler's requireTeamAdmin): withdraws the pending invite sent to that email. */
export async function cancelTeamInvite(db: Db, access: TeamAccess, email: string): Promise<void> {
  const { teamId } = access;
  const deleted = await db
    .delete(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email)))
    .returning({ id: teamInvites.id });
  if (deleted.length === 0) throw notFound('Invite');
}
