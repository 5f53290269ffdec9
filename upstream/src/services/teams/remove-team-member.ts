import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { requireTeamAdmin } from '../access/guards';
import { isLastAdmin, lockTeamMembers } from './lock-team-members';

/** `DELETE teams/{id}/members/{userId}` (admins). Removing the last admin is refused. */
export async function removeTeamMember(db: Db, actorId: number, teamId: number, memberId: number): Promise<void> {
  await requireTeamAdmin(db, actorId, teamId);
  await db.transaction(async (tx) => {
    const members = await lockTeamMembers(tx, teamId);
    if (!members.some((m) => m.userId === memberId)) throw notFound('Member');
    if (isLastAdmin(members, memberId)) throw fieldError('user_id', 'A team must keep at least one admin. Make another member admin first.');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  });
}
