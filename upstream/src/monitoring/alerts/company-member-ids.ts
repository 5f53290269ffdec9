import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers } from '../../db/schema';

/** Everyone who can see the company's monitoring: the members of its teams (admins included). */
export async function companyMemberIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(companyTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, companyTeams.teamId))
    .where(eq(companyTeams.companyId, companyId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

/** A company team admin, oldest membership first: who an automatic task is filed as when the product has no creator. */
export async function companyAdminId(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(companyTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, companyTeams.teamId))
    .where(eq(companyTeams.companyId, companyId))
    .orderBy(teamMembers.role, teamMembers.createdAt)
    .limit(1);
  return row?.userId ?? null;
}
