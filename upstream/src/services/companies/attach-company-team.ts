import { and, eq, isNull } from 'drizzle-orm';
import type { Company } from '@/lib/contract/companies';
import type { AppDeps } from '../../app-env';
import { companyTeams, teams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';
import { assertAdminTeam } from './assert-admin-team';
import { loadCompanyResources } from './load-company-resources';

/**
 * `POST companies/{id}/team`: an admin of the company links another team they administer. Its
 * members then read the company and its admins change it. A team without a company of its own
 * gets this one.
 */
export async function attachCompanyTeam(deps: AppDeps, userId: number, companyId: number, teamId: number): Promise<Company> {
  const { db } = deps;
  await requireCompany(db, userId, companyId, 'write');
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
