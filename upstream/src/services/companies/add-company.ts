import { and, eq, isNull } from 'drizzle-orm';
import type { Company, CreateCompanyBody } from '@/lib/contract/companies';
import type { AppDeps } from '../../app-env';
import { companyTeams, teams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { saveImage } from '../uploads/save-image';
import { assertAdminTeam } from './assert-admin-team';
import { createCompany } from './create-company';
import { findSubdomainOwner } from './find-subdomain-owner';
import { loadCompanyResources } from './load-company-resources';
import { SUBDOMAIN_TAKEN } from './subdomain';

/**
 * `POST companies`: a company owned by one of the caller's admin teams (linked through
 * company_teams; the team's own company becomes it when it had none). Every check runs before the
 * image is stored; the rows are written in one transaction.
 */
export async function addCompany(deps: AppDeps, userId: number, body: CreateCompanyBody, image?: File): Promise<Company> {
  const { db } = deps;
  await assertAdminTeam(db, userId, body.team_id);
  if ((await findSubdomainOwner(db, body.subdomain)) !== null) throw fieldError('subdomain', SUBDOMAIN_TAKEN);
  const imageName = image ? await saveImage(deps, image, 'image', userId) : null;
  const companyId = await db.transaction(async (tx) => {
    const id = await createCompany(
      tx,
      { name: body.name, subdomain: body.subdomain, description: body.description, website: body.website || null, industry: body.industry, image: imageName },
      userId,
    );
    await tx.insert(companyTeams).values({ companyId: id, teamId: body.team_id });
    await tx
      .update(teams)
      .set({ companyId: id, updatedAt: deps.now() })
      .where(and(eq(teams.id, body.team_id), isNull(teams.companyId)));
    return id;
  });
  const [company] = await loadCompanyResources(db, userId, [companyId]);
  return company;
}
