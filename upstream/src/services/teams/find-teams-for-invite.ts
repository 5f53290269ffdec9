import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { TeamFindResult } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { teamInvites, teamMembers, teams, users } from '../../db/schema';
import { loadTeamResources } from './load-team-resources';
import { toMemberUser } from './to-member-user';

/**
 * `GET teams/find?email=`, for the invite dialog: whether someone has an account with that email
 * (a sign-in link or a sign-up link will be mailed) and which of the caller's admin teams they can
 * still be invited to, i.e. those they are neither a member of nor already invited to. It reveals
 * only a member-card (name, email, image) and only to a signed-in caller, as inviting needs anyway.
 */
export async function findTeamsForInvite(db: Db, callerId: number, email: string): Promise<TeamFindResult> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  const joined = user ? db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, user.id)) : null;
  const invited = db.select({ id: teamInvites.teamId }).from(teamInvites).where(eq(teamInvites.email, email));
  const rows = await db
    .select({ id: teams.id })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, callerId),
        eq(teamMembers.role, 'admin'),
        notInArray(teamMembers.teamId, invited),
        joined ? notInArray(teamMembers.teamId, joined) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  return {
    user: user ? toMemberUser(user) : null,
    teams: await loadTeamResources(
      db,
      callerId,
      rows.map((r) => r.id),
    ),
  };
}
