import { eq, sql } from 'drizzle-orm';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { perDb, statementName } from '../../db/prepared';
import { teamMembers, workspaces, workspaceTeams } from '../../db/schema';
import { workspaceInScope } from './place-scope';

/*
 * Every team- or workspace-scoped call loads these, so they are prepared statements (db/prepared.ts).
 * The workspace ids are one array parameter (`= any($1)`), not `in ($1, $2, …)`, so one statement
 * serves any number of them.
 */
const NAMES = {
  memberships: statementName('access_memberships'),
  workspaces: statementName('access_workspaces'),
  links: statementName('access_workspace_teams'),
};
const ids = sql.placeholder('ids');
const statements = perDb((db) => ({
  memberships: db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .prepare(NAMES.memberships),
  workspaces: db
    .select({
      id: workspaces.id,
      ownerTeamId: workspaces.ownerTeamId,
      restrict: workspaces.restrictResourceCreation,
      approvalStatus: workspaces.approvalStatus,
    })
    .from(workspaces)
    .where(sql`${workspaces.id} = any(${ids})`)
    .prepare(NAMES.workspaces),
  links: db.select().from(workspaceTeams).where(sql`${workspaceTeams.workspaceId} = any(${ids})`).prepare(NAMES.links),
}));

/** The user's team memberships, the input of every permission rule. */
export async function loadMemberships(db: Db, userId: number): Promise<Membership[]> {
  return statements(db).memberships.execute({ userId });
}

/** Workspace rows with their team links, in the permission module's shape. */
export async function loadWorkspaceLinks(db: Db, workspaceIds: number[]): Promise<Map<number, WorkspaceLinks & { approvalStatus: string }>> {
  const out = new Map<number, WorkspaceLinks & { approvalStatus: string }>();
  if (workspaceIds.length === 0) return out;
  const { workspaces: workspaceRows, links: linkRows } = statements(db);
  const rows = await workspaceRows.execute({ ids: workspaceIds });
  const links = await linkRows.execute({ ids: workspaceIds });
  for (const r of rows) {
    // A token limited to other workspaces finds this one missing: every guard answers 404 (place-scope.ts).
    if (!workspaceInScope(r.id)) continue;
    out.set(r.id, {
      id: r.id,
      ownerTeamId: r.ownerTeamId,
      restrictResourceCreation: r.restrict,
      approvalStatus: r.approvalStatus,
      teamIds: links.filter((l) => l.workspaceId === r.id).map((l) => l.teamId),
      readOnlyTeamIds: links.filter((l) => l.workspaceId === r.id && l.access === 'read_only').map((l) => l.teamId),
    });
  }
  return out;
}
