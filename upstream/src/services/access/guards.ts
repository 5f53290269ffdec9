import { canAccessWorkspace, canCreateResources, isAdministrable, isManageable, isTeamAdmin, isTeamMember } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { loadMemberships, loadWorkspaceLinks } from './memberships';

/** What a team route may do, from requireTeamMember / requireTeamAdmin: services take it and never check again. */
export type TeamAccess = { teamId: number; userId: number; memberships: Membership[] };

/**
 * Guards for handlers: each loads what the rule needs and throws 404 (not visible to the caller) or
 * 403 (visible, not allowed). Outsiders get 404 so ids of other teams' records are not confirmed.
 */
export async function requireTeamMember(db: Db, userId: number, teamId: number): Promise<TeamAccess> {
  const memberships = await loadMemberships(db, userId);
  if (!isTeamMember(memberships, teamId)) throw notFound('Team');
  return { teamId, userId, memberships };
}

export async function requireTeamAdmin(db: Db, userId: number, teamId: number): Promise<TeamAccess> {
  const access = await requireTeamMember(db, userId, teamId);
  if (!isTeamAdmin(access.memberships, teamId)) throw forbidden('Only team admins can do this.');
  return access;
}

export type WorkspaceAccess = { memberships: Membership[]; workspace: WorkspaceLinks & { approvalStatus: string } };

export type WorkspaceNeed = 'read' | 'manage' | 'administer' | 'create';

/**
 * read: any attached team; manage: admin of an attached team with full access (an admin of a
 * read-only team manages nothing); administer: admin of the owner team; create: the
 * restrict_resource_creation rule. All but read are canWriteWorkspace with a role (decision 0006).
 */
export async function requireWorkspace(db: Db, userId: number, workspaceId: number, need: WorkspaceNeed = 'read'): Promise<WorkspaceAccess> {
  const memberships = await loadMemberships(db, userId);
  const workspace = (await loadWorkspaceLinks(db, [workspaceId])).get(workspaceId);
  if (!workspace || !canAccessWorkspace(memberships, workspace)) throw notFound('Workspace');
  const allowed =
    need === 'read' ||
    (need === 'manage' && isManageable(memberships, workspace)) ||
    (need === 'administer' && isAdministrable(memberships, workspace)) ||
    (need === 'create' && canCreateResources(memberships, workspace));
  if (!allowed)
    throw forbidden(
      need === 'create'
        ? 'Only admins of the owner team can create resources in this workspace.'
        : 'Only admins of a team with full access to this workspace can do this.',
    );
  return { memberships, workspace };
}
