import type { Team } from '@/lib/contract/teams';
import type { Workspace, WorkspaceTeam } from '@/lib/contract/workspaces';
import { isAdministrable } from '@/lib/permissions/rules';
import type { Membership } from '@/lib/permissions/rules';
import { workspaceLinks } from './links';

type Request = Pick<Workspace, 'id' | 'approval_status' | 'requested_by' | 'owner_team_id' | 'team_ids' | 'restrict_resource_creation'>;

/**
 * The caller's workspace requests still waiting for (or refused) approval, from `GET workspaces/all`:
 * those they asked for, or whose owner team they administer.
 */
export function myWorkspaceRequests<W extends Request>(all: readonly W[], userId: number, memberships: readonly Membership[]): W[] {
  return all.filter((w) => w.approval_status !== 'approved' && (w.requested_by?.id === userId || isAdministrable(memberships, workspaceLinks(w))));
}

/** My admin teams that are not attached yet ("Add one of my teams"). */
export const attachableTeams = <T extends Pick<Team, 'id' | 'role'>>(myTeams: readonly T[], ws: Pick<Workspace, 'team_ids'>): T[] =>
  myTeams.filter((t) => t.role === 'admin' && !ws.team_ids.includes(t.id));

/** Teams that could receive ownership: every attached team but the owner. */
export const transferCandidates = (ws: Pick<Workspace, 'teams'>): WorkspaceTeam[] => ws.teams.filter((t) => !t.is_owner);

/** Attached teams the caller may take out of the workspace themselves (their admin teams, not the owner). */
export const leavableTeams = (ws: Pick<Workspace, 'teams'>): WorkspaceTeam[] => ws.teams.filter((t) => t.is_admin && !t.is_owner);
