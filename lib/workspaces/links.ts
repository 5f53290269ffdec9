import type { Workspace } from '@/lib/contract/workspaces';
import { canCreateResources, isAdministrable, isManageable } from '@/lib/permissions/rules';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';

export type WorkspaceLinkFields = Pick<Workspace, 'id' | 'owner_team_id' | 'team_ids' | 'restrict_resource_creation'> & Partial<Pick<Workspace, 'teams'>>;

/** A workspace resource as the permission rules take it. */
export const workspaceLinks = (ws: WorkspaceLinkFields): WorkspaceLinks => ({
  id: ws.id,
  ownerTeamId: ws.owner_team_id,
  teamIds: ws.team_ids,
  restrictResourceCreation: ws.restrict_resource_creation,
  ...(ws.teams ? { readOnlyTeamIds: ws.teams.filter((t) => t.access === 'read_only').map((t) => t.id) } : {}),
});

/**
 * What the management screen may offer (the upstream checks again on every call):
 * manage = admin of an attached full-access team (goals, status, invite, add a team; decision 0006);
 * administer = admin of the owner team (team access, removal, transfer, delete);
 * create = the restrict_resource_creation rule (the gated routes).
 */
export type WorkspaceAbilities = { manage: boolean; administer: boolean; create: boolean };

export function workspaceAbilities(memberships: readonly Membership[], ws: WorkspaceLinkFields): WorkspaceAbilities {
  const links = workspaceLinks(ws);
  return {
    manage: isManageable(memberships, links),
    administer: isAdministrable(memberships, links),
    create: canCreateResources(memberships, links),
  };
}
