import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyTeams, teamMembers } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';

export type CompanyAccess = { companyId: number; canEdit: boolean; teamRoles: { teamId: number; role: 'admin' | 'member' }[] };

/**
 * A company is visible to members of its teams and editable by their admins (issue 4). Outsiders get
 * 404 so other companies' ids are not confirmed.
 */
export async function requireCompany(db: Db, userId: number, companyId: number, need: 'read' | 'write'): Promise<CompanyAccess> {
  // One round trip: company_teams rows exist only for an existing company (FK, cascade), so "no
  // such company" and "not a member" both come back empty — and both are the same 404 on purpose.
  const rows = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(companyTeams, and(eq(companyTeams.teamId, teamMembers.teamId), eq(companyTeams.companyId, companyId)))
    .where(eq(teamMembers.userId, userId));
  if (rows.length === 0) throw notFound('Company');
  const canEdit = rows.some((r) => r.role === 'admin');
  if (need === 'write' && !canEdit) throw forbidden('Only admins of a team of this company can change it.');
  return { companyId, canEdit, teamRoles: rows };
}

/** Ids of every company the user can see (for cross-company lists such as companies/retailers). */
export async function visibleCompanyIds(db: Db, userId: number): Promise<number[]> {
  const teamIds = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const rows = await db.selectDistinct({ id: companyTeams.companyId }).from(companyTeams).where(inArray(companyTeams.teamId, teamIds));
  return rows.map((r) => r.id);
}
