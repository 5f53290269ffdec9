import { and, eq, isNull } from 'drizzle-orm';
import type { Company } from '@/lib/contract/companies';
import type { AppDeps } from '../../app-env';
import { companyTeams, teams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { assertAdminTeam } from './assert-admin-team';
import { loadCompanyResources } from './load-company-resources';

/**
 * `POST companies/{id}/team`: an admin of the company links another team they administer. Its
 * members then read the company and its admins change it. A team without a company of its own
 * gets this one. The handler has checked `access` ('write').
 */
export async function attachCompanyTeam(deps: AppDeps, access: CompanyAccess, teamId: number): Promise<Company> {
  const { db } = deps;
  const { userId, companyId } = access;
  await assertAdminTeam(db, userId, teamId);
  const [linked] = await db.insert(companyTeams).values({ companyId, teamId }).onConflictDoNothing().returning({ teamId: companyTeams.teamId });
  if (!linked) throw fieldError('team_id', 'This team is already linked to the company.');
  await db
    .update(teams)
    .set({ companyId, updatedAt: deps.now() })
    .where(and(eq(teams.id, teamId), isNull(teams.companyId)));
  const [company] = await loadCompanyResources(db, userId, [companyId]);
  return company;
}
