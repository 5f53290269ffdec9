import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { notFound } from '../../lib/errors';

export type LockedMember = { userId: number; role: 'admin' | 'member' };

/**
 * Inside a transaction: locks the team row and returns its members. Role changes, removals and
 * leaving all lock it first, so two admins demoting each other at once cannot leave a team with
 * no admin (the second waits and then sees the first one's change).
 */
export async function lockTeamMembers(tx: Db, teamId: number): Promise<LockedMember[]> {
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound('Team');
  return tx.select({ userId: teamMembers.userId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
}

/** True when `userId` is the only admin among `members`. */
export const isLastAdmin = (members: LockedMember[], userId: number) =>
  members.some((m) => m.userId === userId && m.role === 'admin') && members.filter((m) => m.role === 'admin').length === 1;
