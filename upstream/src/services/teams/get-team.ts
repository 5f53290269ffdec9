import { asc, eq, sql } from 'drizzle-orm';
import { isTeamAdmin } from '@/lib/permissions/rules';
import type { Team } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { teamInvites, teamMembers, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { TeamAccess } from '../access/guards';
import { loadTeamResources } from './load-team-resources';
import { toMemberUser } from './to-member-user';

/**
 * `GET teams/{id}`: the team with its members (admins first, then by name). Pending invites are
 * only for admins: the emails of people not yet in the team are not every member's business.
 * `access` is the handler's requireTeamMember.
 */
export async function getTeam(db: Db, access: TeamAccess): Promise<Team> {
  const { teamId, userId, memberships } = access;
  const [team] = await loadTeamResources(db, userId, [teamId]);
  if (!team) throw notFound('Team');
  const members = await db
    .select({ user: users, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.role), asc(sql`lower(${users.firstName})`), asc(users.id));
  team.members = members.map((m) => ({ user: toMemberUser(m.user), role: m.role }));
  if (isTeamAdmin(memberships, teamId)) {
    const invites = await db.select().from(teamInvites).where(eq(teamInvites.teamId, teamId)).orderBy(asc(teamInvites.id));
    team.invites = invites.map((i) => ({ id: i.id, email: i.email, role: i.role, created_at: i.createdAt.toISOString() }));
  }
  return team;
}
