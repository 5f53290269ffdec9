import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TeamListQuery } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers, teams } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { loadTeamResources } from './load-team-resources';

/** `GET teams`: the caller's teams by name, paged; optionally only those linked to one company. */
export async function listTeams(db: Db, userId: number, query: TeamListQuery) {
  const { page, per_page, company_id } = query;
  const where = and(
    eq(teamMembers.userId, userId),
    company_id === undefined
      ? undefined
      : inArray(teamMembers.teamId, db.select({ id: companyTeams.teamId }).from(companyTeams).where(eq(companyTeams.companyId, company_id))),
  );
  const [{ n }] = await db.select({ n: count() }).from(teamMembers).where(where);
  const ids = await db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(where)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(
    await loadTeamResources(
      db,
      userId,
      ids.map((r) => r.id),
    ),
    n,
    page,
    per_page,
  );
}
