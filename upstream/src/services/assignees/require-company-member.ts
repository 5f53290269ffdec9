import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/** The person assigned must be a member of one of the company's teams (422 on `user_id` otherwise). */
export async function requireCompanyMember(db: Db, companyId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(companyTeams, and(eq(companyTeams.teamId, teamMembers.teamId), eq(companyTeams.companyId, companyId)))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  if (!row) throw fieldError('user_id', "The selected user is not a member of this company's teams.");
}
