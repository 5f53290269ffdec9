import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { companyTeams, teamMembers } from '../../db/schema';
import { companyRights } from '@/lib/permissions/rules';
import { forbidden, notFound } from '../../lib/errors';
import { companiesInScope, companyInScope } from './place-scope';

/** What a company route may do, from requireCompany: services take it and never check again. */
export type CompanyAccess = { companyId: number; userId: number; canEdit: boolean; teamRoles: { teamId: number; role: 'admin' | 'member' }[] };

// Every company-scoped call checks access, and cross-company lists read the visible ids: both are
// prepared statements (db/prepared.ts).
const NAMES = { access: statementName('access_company'), visible: statementName('access_visible_companies') };
const userIdParam = sql.placeholder('userId');
const statements = perDb((db) => ({
  // One round trip: company_teams rows exist only for an existing company (FK, cascade), so "no
  // such company" and "not a member" both come back empty — and both are the same 404 on purpose.
  access: db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(companyTeams, and(eq(companyTeams.teamId, teamMembers.teamId), eq(companyTeams.companyId, sql.placeholder('companyId'))))
    .where(eq(teamMembers.userId, userIdParam))
    .prepare(NAMES.access),
  visible: db
    .selectDistinct({ id: companyTeams.companyId })
    .from(companyTeams)
    .where(inArray(companyTeams.teamId, db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userIdParam))))
    .prepare(NAMES.visible),
}));

/**
 * The company rule (lib/permissions companyRights) over the caller's roles in the company's teams:
 * outsiders 404, members read, admins write.
 */
export async function requireCompany(db: Db, userId: number, companyId: number, need: 'read' | 'write'): Promise<CompanyAccess> {
  // A token limited to other companies sees this one as its owner's outsiders do (place-scope.ts).
  if (!companyInScope(companyId)) throw notFound('Company');
  const rows = await statements(db).access.execute({ userId, companyId });
  const { canRead, canEdit } = companyRights(rows);
  if (!canRead) throw notFound('Company');
  if (need === 'write' && !canEdit) throw forbidden('Only admins of a team of this company can change it.');
  return { companyId, userId, canEdit, teamRoles: rows };
}

/** Whether the user can see the company (requireCompany 'read' without the 404), for a check that must not confirm it. */
export async function canSeeCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  if (!companyInScope(companyId)) return false;
  const rows = await statements(db).access.execute({ userId, companyId });
  return companyRights(rows).canRead;
}

/** Ids of every company the user can see (for cross-company lists such as companies/retailers). */
export async function visibleCompanyIds(db: Db, userId: number): Promise<number[]> {
  const rows = await statements(db).visible.execute({ userId });
  return companiesInScope(rows.map((r) => r.id));
}
