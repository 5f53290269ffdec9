import { asc, eq, inArray } from 'drizzle-orm';
import type { MemberUser } from '@/lib/contract/teams';
import type { Workspace, WorkspaceRequest, WorkspaceStatus } from '@/lib/contract/workspaces';
import { statusColor, WORKSPACE_STATUSES } from '@/lib/contract/workspaces';
import { isTeamAdmin } from '@/lib/permissions/rules';
import type { UserRow } from '../../app-env';
import type { Db } from '../../db/client';
import type { workspaces } from '../../db/schema';
import { teams, users, workspaceRetailers, workspaceTeams } from '../../db/schema';
import { uploadUrl } from '../../lib/user-resource';
import { loadMemberships } from '../access/memberships';

/** A user as shown beside a workspace, request or invite (no private fields). */
export function toMemberUser(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'image'>): MemberUser {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, image: uploadUrl(row.image) };
}

export type WorkspaceRow = typeof workspaces.$inferSelect;

const knownStatus = (s: string): WorkspaceStatus => (s in WORKSPACE_STATUSES ? (s as WorkspaceStatus) : 'active');

/**
 * Workspace rows as the contract's resource, seen by `userId`: each team says whether it owns the
 * workspace, its access, and whether the caller administers it; `retailer_ids` are its workspace
 * retailer ids. Four queries for any number of rows.
 */
export async function presentWorkspaces(db: Db, userId: number, rows: WorkspaceRow[]): Promise<Workspace[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const links = await db
    .select({ workspaceId: workspaceTeams.workspaceId, access: workspaceTeams.access, id: teams.id, name: teams.name, image: teams.image })
    .from(workspaceTeams)
    .innerJoin(teams, eq(teams.id, workspaceTeams.teamId))
    .where(inArray(workspaceTeams.workspaceId, ids))
    .orderBy(asc(workspaceTeams.createdAt), asc(teams.id));
  const requesterIds = [...new Set(rows.map((r) => r.requestedBy).filter((id): id is number => id !== null))];
  const requesters = requesterIds.length ? await db.select().from(users).where(inArray(users.id, requesterIds)) : [];
  const memberships = await loadMemberships(db, userId);
  const retailerRows = await db
    .select({ id: workspaceRetailers.id, workspaceId: workspaceRetailers.workspaceId })
    .from(workspaceRetailers)
    .where(inArray(workspaceRetailers.workspaceId, ids))
    .orderBy(asc(workspaceRetailers.id));
  return rows.map((row) => {
    const status = knownStatus(row.status);
    const own = links.filter((l) => l.workspaceId === row.id);
    const requester = requesters.find((u) => u.id === row.requestedBy);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      image: uploadUrl(row.image),
      status,
      status_color: statusColor(status),
      goals: row.goals,
      restrict_resource_creation: row.restrictResourceCreation,
      owner_team_id: row.ownerTeamId,
      team_id: row.ownerTeamId,
      team_ids: own.map((l) => l.id),
      retailer_ids: retailerRows.filter((r) => r.workspaceId === row.id).map((r) => r.id),
      approval_status: row.approvalStatus,
      teams: own.map((l) => ({
        id: l.id,
        name: l.name,
        image: uploadUrl(l.image),
        access: l.id === row.ownerTeamId ? 'full' : l.access,
        is_owner: l.id === row.ownerTeamId,
        is_admin: isTeamAdmin(memberships, l.id),
      })),
      requested_by: requester ? toMemberUser(requester) : null,
      review_note: row.reviewNote,
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Workspace rows as requests for the super-administrator: the workspace plus its owner team. */
export async function presentWorkspaceRequests(db: Db, viewerId: number, rows: WorkspaceRow[]): Promise<WorkspaceRequest[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerTeamId).filter((id): id is number => id !== null))];
  const owners = ownerIds.length ? await db.select({ id: teams.id, name: teams.name, image: teams.image }).from(teams).where(inArray(teams.id, ownerIds)) : [];
  const presented = await presentWorkspaces(db, viewerId, rows);
  return presented.map((w) => {
    const owner = owners.find((t) => t.id === w.owner_team_id);
    return { ...w, owner_team: owner ? { id: owner.id, name: owner.name, image: uploadUrl(owner.image) } : null };
  });
}
