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

/** Manageable workspaces: those to which any of the user's admin teams is attached. */
export function isManageable(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return ws.teamIds.some((id) => isTeamAdmin(memberships, id));
}

/** Administrable workspaces: those owned by one of the user's admin teams. */
export function isAdministrable(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  return isTeamAdmin(memberships, ws.ownerTeamId);
}

export const manageableWorkspaces = <W extends WorkspaceLinks>(memberships: readonly Membership[], all: readonly W[]): W[] => all.filter((w) => isManageable(memberships, w));
export const administrableWorkspaces = <W extends WorkspaceLinks>(memberships: readonly Membership[], all: readonly W[]): W[] => all.filter((w) => isAdministrable(memberships, w));

/**
 * With restrict_resource_creation set, only admins of the owner team may create resources;
 * otherwise anyone who can see the workspace may.
 */
export function canCreateResources(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  if (!canWriteContent(memberships, ws)) return false;
  return ws.restrictResourceCreation ? isTeamAdmin(memberships, ws.ownerTeamId) : true;
}

/** Writing workspace content needs membership of an attached team with full (not read-only) access. */
export function canWriteContent(memberships: readonly Membership[], ws: WorkspaceLinks): boolean {
  const readOnly = ws.readOnlyTeamIds ?? [];
  return ws.teamIds.some((id) => !readOnly.includes(id) && isTeamMember(memberships, id));
}
