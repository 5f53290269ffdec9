/** What a team owns or belongs to, picked out of lists the caller already loads (no per-team call). */
import type { Company } from '@/lib/contract/companies';
import type { Workspace } from '@/lib/contract/workspaces';

/** The caller's companies that list the team among their teams, by name. */
export function companiesOfTeam<C extends Pick<Company, 'name' | 'teams'>>(companies: readonly C[], teamId: number): C[] {
  return companies.filter((c) => c.teams.some((t) => t.id === teamId)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The caller's workspaces the team is attached to (requests included: a pending request is the
 * team's too), the ones it owns first, then by name.
 */
export function workspacesOfTeam<W extends Pick<Workspace, 'name' | 'team_ids' | 'owner_team_id'>>(workspaces: readonly W[], teamId: number): W[] {
  const owned = (w: W) => (w.owner_team_id === teamId ? 0 : 1);
  return workspaces
    .filter((w) => w.owner_team_id === teamId || w.team_ids.includes(teamId))
    .sort((a, b) => owned(a) - owned(b) || a.name.localeCompare(b.name));
}
