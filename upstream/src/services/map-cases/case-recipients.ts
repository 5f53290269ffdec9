import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers } from '../../db/schema';

/**
 * Who hears about a MAP case: the admins of the company's teams (they can act on it: draft, send,
 * close). Kept as the one place to change when alert targeting moves to follows and owners.
 */
export async function mapCaseRecipients(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(companyTeams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, companyTeams.teamId), eq(teamMembers.role, 'admin')))
    .where(eq(companyTeams.companyId, companyId));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}
