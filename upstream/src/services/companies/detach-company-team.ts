import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { companies, companyTeams, teams } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';

/**
 * `DELETE companies/{id}/team/{teamId}` (admins of the company). The last team cannot go: nobody
 * could reach the company any more (delete the company instead). The company row is locked so two
 * removals at once cannot both pass the check. A team whose own company this was moves to another
 * of its companies, or to none. The handler has checked `access` ('write').
 */
export async function detachCompanyTeam(deps: AppDeps, access: CompanyAccess, teamId: number): Promise<void> {
  const { companyId } = access;
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const links = await tx.select({ teamId: companyTeams.teamId }).from(companyTeams).where(eq(companyTeams.companyId, companyId));
    if (!links.some((l) => l.teamId === teamId)) throw notFound('Team');
    if (links.length === 1) throw fieldError('team', 'A company must keep at least one team. Delete the company instead.');
    await tx.delete(companyTeams).where(and(eq(companyTeams.companyId, companyId), eq(companyTeams.teamId, teamId)));
    const [other] = await tx
      .select({ id: companyTeams.companyId })
      .from(companyTeams)
      .where(eq(companyTeams.teamId, teamId))
      .orderBy(asc(companyTeams.companyId))
      .limit(1);
    await tx
      .update(teams)
      .set({ companyId: other?.id ?? null, updatedAt: deps.now() })
      .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  });
}
