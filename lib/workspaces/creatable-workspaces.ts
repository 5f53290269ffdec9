import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { canCreateResources } from '@/lib/permissions/rules';
import { membershipsOf } from '@/lib/teams/memberships';
import { workspaceLinks } from './links';
import { effectiveSelection } from './selected-workspaces';

/**
 * Approved workspaces where the caller may create content (spec §6: restrict_resource_creation →
 * owner-team admins only; read-only teams never). The upstream checks again on every call.
 */
export function creatableWorkspaces(all: readonly Workspace[], teams: readonly Pick<Team, 'id' | 'role'>[]): Workspace[] {
  const memberships = membershipsOf(teams);
  return all.filter((w) => w.approval_status === 'approved' && canCreateResources(memberships, workspaceLinks(w)));
}

/**
 * The creatable workspaces a route shows: the route's workspace, or for `all` the saved selection
 * among them (every one when nothing is selected; none when the selection holds no creatable one).
 * Before hydration (`hydrated` false) the selection is not read: it lives in this browser.
 */
export function creatableInRoute<W extends Pick<Workspace, 'id'>>(
  workspaceId: string,
  creatable: readonly W[],
  selected: readonly number[],
  hydrated: boolean,
): W[] {
  if (workspaceId !== 'all') return creatable.filter((w) => w.id === Number(workspaceId));
  const chosen = hydrated
    ? effectiveSelection(
        selected,
        creatable.map((w) => w.id),
      )
    : [];
  if (chosen.length > 0) return creatable.filter((w) => chosen.includes(w.id));
  return selected.length === 0 ? [...creatable] : [];
}

/**
 * The workspaces a new insight starts in: the route's workspace; for `all`, the one creatable
 * workspace of the scope when there is exactly one (otherwise the user chooses).
 */
export function defaultWorkspaceIds(workspaceId: string, scope: readonly number[], creatable: readonly Pick<Workspace, 'id'>[]): number[] {
  const ids = creatable.map((w) => w.id);
  if (workspaceId !== 'all') return ids.includes(Number(workspaceId)) ? [Number(workspaceId)] : [];
  const inScope = scope.length ? ids.filter((id) => scope.includes(id)) : ids;
  return inScope.length === 1 ? inScope : [];
}

/** Whether the screen offers "New insight" (task, meeting): some workspace of the route's scope is creatable. */
export function canCreateInScope(workspaceId: string, scope: readonly number[], creatable: readonly Pick<Workspace, 'id'>[]): boolean {
  const ids = creatable.map((w) => w.id);
  if (workspaceId !== 'all') return ids.includes(Number(workspaceId));
  return scope.length ? ids.some((id) => scope.includes(id)) : ids.length > 0;
}

/** A content screen's workspace name: "All selected workspaces" on `all`, else the route's workspace among `all` ("Workspace" until known). */
export function routeWorkspaceName(workspaceId: string, all: readonly Pick<Workspace, 'id' | 'name'>[]): string {
  return workspaceId === 'all' ? 'All selected workspaces' : (all.find((w) => w.id === Number(workspaceId))?.name ?? 'Workspace');
}
