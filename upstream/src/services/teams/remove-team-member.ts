import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';
import { isLastAdmin, lockTeamMembers } from './lock-team-members';

/** `DELETE teams/{id}/members/{userId}` (admins: the handler's requireTeamAdmin). Removing the last admin is refused. */
export async function removeTeamMember(db: Db, access: TeamAccess, memberId: number): Promise<void> {
  const { teamId } = access;
  await db.transaction(async (tx) => {
    const members = await lockTeamMembers(tx, teamId);
    if (!members.some((m) => m.userId === memberId)) throw notFound('Member');
    if (isLastAdmin(members, memberId)) throw fieldError('user_id', 'A team must keep at least one admin. Make another member admin first.');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
  });
}
