import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvites } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireTeamAdmin } from '../access/guards';

/** `DELETE teams/{id}/invite?email=` (admins): withdraws the pending invite sent to that email. */
export async function cancelTeamInvite(db: Db, userId: number, teamId: number, email: string): Promise<void> {
  await requireTeamAdmin(db, userId, teamId);
  const deleted = await db
    .delete(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), eq(teamInvites.email, email)))
    .returning({ id: teamInvites.id });
  if (deleted.length === 0) throw notFound('Invite');
}
