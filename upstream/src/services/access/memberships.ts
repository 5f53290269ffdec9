import { eq, inArray } from 'drizzle-orm';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { teamMembers, workspaces, workspaceTeams } from '../../db/schema';

/** The user's team memberships, the input of every permission rule. */
export async function loadMemberships(db: Db, userId: number): Promise<Membership[]> {
  const rows = await db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return rows;
}

/** Workspace rows with their team links, in the permission module's shape. */
export async function loadWorkspaceLinks(db: Db, workspaceIds: number[]): Promise<Map<number, WorkspaceLinks & { approvalStatus: string }>> {
  const out = new Map<number, WorkspaceLinks & { approvalStatus: string }>();
  if (workspaceIds.length === 0) return out;
  const rows = await db
    .select({ id: workspaces.id, ownerTeamId: workspaces.ownerTeamId, restrict: workspaces.restrictResourceCreation, approvalStatus: workspaces.approvalStatus })
    .from(workspaces)
    .where(inArray(workspaces.id, workspaceIds));
  const links = await db.select().from(workspaceTeams).where(inArray(workspaceTeams.workspaceId, workspaceIds));
  for (const r of rows) {
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
