/**
 * Section 6's permission rules, as pure functions over the user's team memberships and the
 * workspaces' team links. The BFF uses them for navigation and route gating; the upstream applies
 * the same functions to rows it loads on every call (it is the security boundary).
 */
export type TeamRole = 'admin' | 'member';
export type Membership = { teamId: number; role: TeamRole };
export type WorkspaceLinks = {
  id: number;
  ownerTeamId: number | null;
  teamIds: readonly number[];
  restrictResourceCreation: boolean;
  /** Attached teams with read-only access (they read content, never write it). Absent: none. */
  readOnlyTeamIds?: readonly number[];
};

/** A user is a team admin when their role in that team is admin. */
export function isTeamAdmin(memberships: readonly Membership[], teamId: number | null): boolean {
  return teamId !== null && memberships.some((m) => m.teamId === teamId && m.role === 'admin');
}

export function isTeamMember(memberships: readonly Membership[], teamId: number | null): boolean {
  return teamId !== null && memberships.some((m) => m.teamId === teamId);
}

export const adminTeamIds = (memberships: readonly Membership[]): number[] => memberships.filter((m) => m.role === 'admin').map((m) => m.teamId);

/** A workspace is visible to members of any team attached to it. */
export function canAccessWorkspace(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return ws.teamIds.some((id) => isTeamMember(memberships, id));
}

/**
 * What an action needs of the caller's role, in one attached team: `member` (any role), `admin`, or
 * `owner-admin` (admin of the owner team).
 */
export type WriteRole = 'member' | 'admin' | 'owner-admin';

/**
 * THE rule for "may write here" (decision 0006): some team attached to the workspace with full access
 * in which the user holds the role the action needs. The role and the access are checked in the same
 * team, so an admin of a read-only team who is a plain member of a full-access team is a member for
 * writes, never an admin. The owner team has full access by construction (its access cannot be set,
 * a transfer makes it full); the flag is still honoured, the stricter reading, should it ever say
 * otherwise. Every write guard and every `can_*` flag derives from this.
 */
export function canWriteWorkspace(memberships: readonly Membership[], ws: WorkspaceLinks, role: WriteRole): boolean {
  const readOnly = ws.readOnlyTeamIds ?? [];
  const teamIds = role === 'owner-admin' ? (ws.ownerTeamId === null ? [] : [ws.ownerTeamId]) : ws.teamIds;
  return teamIds.some((id) => !readOnly.includes(id) && (role === 'member' ? isTeamMember(memberships, id) : isTeamAdmin(memberships, id)));
}

/**
 * Manageable workspaces: those to which one of the user's admin teams is attached with full access
 * (section 6 narrowed by read-only access: an admin of a read-only team manages nothing there).
 */
export function isManageable(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return canWriteWorkspace(memberships, ws, 'admin');
}

/** Administrable workspaces: those owned by one of the user's admin teams (the owner team has full access). */
export function isAdministrable(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return canWriteWorkspace(memberships, ws, 'owner-admin');
}

export const manageableWorkspaces = <W extends WorkspaceLinks>(memberships: readonly Membership[], all: readonly W[]): W[] =>
  all.filter((w) => isManageable(memberships, w));
export const administrableWorkspaces = <W extends WorkspaceLinks>(memberships: readonly Membership[], all: readonly W[]): W[] =>
  all.filter((w) => isAdministrable(memberships, w));

/**
 * With restrict_resource_creation set, only admins of the owner team may create resources;
 * otherwise anyone who may write in the workspace may.
 */
export function canCreateResources(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return canWriteWorkspace(memberships, ws, ws.restrictResourceCreation ? 'owner-admin' : 'member');
}

/** Writing workspace content needs membership of an attached team with full (not read-only) access. */
export function canWriteContent(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return canWriteWorkspace(memberships, ws, 'member');
}

/**
 * Editing or deleting someone's record (file, insight, meeting, task, note deletion, workspace
 * retailer/brand/product removal) in any of `wsLinks`: a manager there (admin of a full-access
 * team), or its author while they may still write there.
 */
export function canEditContent(
  memberships: readonly Membership[],
  wsLinks: readonly WorkspaceLinks[],
  authorId: number | null,
  userId: number | null,
): boolean {
  if (wsLinks.some((ws) => canWriteWorkspace(memberships, ws, 'admin'))) return true;
  return userId !== null && authorId === userId && wsLinks.some((ws) => canWriteWorkspace(memberships, ws, 'member'));
}

/**
 * A note's rights: its author edits it (while their team may still write in the workspace); the
 * author and the workspace's managers (admins of an attached full-access team) delete it —
 * canEditContent, the rule every workspace record shares.
 */
export function noteRights(
  memberships: readonly Membership[],
  ws: WorkspaceLinks,
  userId: number,
  authorId: number | null,
): { canEdit: boolean; canDelete: boolean } {
  const canEdit = authorId !== null && authorId === userId && canWriteContent(memberships, ws);
  return { canEdit, canDelete: canEditContent(memberships, [ws], authorId, userId) };
}

/**
 * A company is visible to members of its teams and changed by their admins; `roles` are the
 * caller's roles in the company's teams (none: an outsider, answered 404 so ids are not confirmed).
 */
export function companyRights(roles: readonly { role: TeamRole }[]): { canRead: boolean; canEdit: boolean } {
  return { canRead: roles.length > 0, canEdit: roles.some((r) => r.role === 'admin') };
}
