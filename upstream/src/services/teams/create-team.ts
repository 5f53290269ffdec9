import { and, eq } from 'drizzle-orm';
import type { CreateTeamBody, Team } from '@/lib/contract/teams';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers, teams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { createCompany } from '../companies/create-company';
import { saveImage } from '../uploads/save-image';
import { loadTeamResources } from './load-team-resources';

/** A user may attach a new team only to a company one of their teams already belongs to. */
async function assertCompanyMember(db: Db, userId: number, companyId: number): Promise<void> {
  const [link] = await db
    .select({ companyId: companyTeams.companyId })
    .from(companyTeams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, companyTeams.teamId))
    .where(and(eq(companyTeams.companyId, companyId), eq(teamMembers.userId, userId)))
    .limit(1);
  // Same answer for a missing company and someone else's, so company ids are not confirmed.
  if (!link) throw fieldError('company_id', 'The selected company is invalid.');
}

/**
 * `POST teams`: the creator becomes its admin. With `company_name` a new company is created and
 * linked; with `company_id` the team joins one of the creator's companies. Every check runs before
 * the image is stored, and the rows are written in one transaction.
 */
export async function createTeam(deps: AppDeps, userId: number, body: CreateTeamBody, image?: File): Promise<Team> {
  const companyName = body.company_name?.trim() || undefined;
  if (body.company_id !== undefined) await assertCompanyMember(deps.db, userId, body.company_id);
  const imageName = image ? await saveImage(deps, image, 'image', userId) : null;
  const teamId = await deps.db.transaction(async (tx) => {
    const companyId = companyName ? await createCompany(tx, { name: companyName }, userId) : (body.company_id ?? null);
    const [team] = await tx
      .insert(teams)
      .values({ name: body.name, description: body.description || null, image: imageName, companyId, createdBy: userId })
      .returning({ id: teams.id });
    if (companyId !== null) await tx.insert(companyTeams).values({ companyId, teamId: team.id });
    await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'admin' });
    return team.id;
  });
  const [resource] = await loadTeamResources(deps.db, userId, [teamId]);
  return resource;
}
