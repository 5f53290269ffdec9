import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';
import { isLastAdmin, lockTeamMembers } from './lock-team-members';

/**
 * `DELETE teams/{id}/leave` (members). The last admin cannot leave while others remain (the team
 * would have no admin). The last member cannot leave either: an empty team is unreachable, and
 * deleting it silently on leave would be a surprise, so they are told to delete it instead.
 * `access` is the handler's requireTeamMember.
 */
export async function leaveTeam(db: Db, access: TeamAccess): Promise<void> {
  const { teamId, userId } = access;
  await db.transaction(async (tx) => {
    const members = await lockTeamMembers(tx, teamId);
    if (!members.some((m) => m.userId === userId)) throw notFound('Team');
    if (members.length === 1) throw fieldError('team', 'You are the last member of this team. Delete the team instead.');
    if (isLastAdmin(members, userId)) throw fieldError('team', 'You are the last admin of this team. Make another member admin before leaving.');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  });
}
