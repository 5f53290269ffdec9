import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/**
 * A company is linked only to a team the caller administers: 422 on `team_id` otherwise. Teams the
 * caller is not in get the same answer as missing ones, so other teams' ids are not confirmed.
 */
export async function assertAdminTeam(db: Db, userId: number, teamId: number): Promise<void> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  if (!row) throw fieldError('team_id', 'The selected team is invalid.');
  if (row.role !== 'admin') throw fieldError('team_id', 'Only admins of the selected team can link it to a company.');
}
