import { and, count, eq, inArray } from 'drizzle-orm';
import type { Team } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { companies, teamMembers, teams } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';

/**
 * Teams as `userId` sees them (their role, member count, company name), in the order of `teamIds`.
 * Teams the user is not a member of are left out, so callers cannot leak other teams through it.
 */
export async function loadTeamResources(db: Db, userId: number, teamIds: number[]): Promise<Team[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ team: teams, role: teamMembers.role, companyName: companies.name })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .where(inArray(teams.id, teamIds));
  const counts = await db
    .select({ teamId: teamMembers.teamId, n: count() })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, teamIds))
    .groupBy(teamMembers.teamId);
  const countOf = new Map(counts.map((c) => [c.teamId, c.n]));
  const byId = new Map(
    rows.map(({ team, role, companyName }): [number, Team] => [
      team.id,
      {
        id: team.id,
        name: team.name,
        description: team.description,
        image: uploadUrl(team.image),
        company_id: team.companyId,
        company_name: companyName,
        role,
        members_count: countOf.get(team.id) ?? 0,
        created_at: team.createdAt.toISOString(),
      },
    ]),
  );
  return teamIds.flatMap((id) => byId.get(id) ?? []);
}
