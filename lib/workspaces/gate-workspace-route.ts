/** Spec §5's workspace route rules applied in a server page (server only: reads with the session). */
import { redirect } from 'next/navigation';
import { dataOf } from '@/lib/contract/common';
import { decideWorkspaceRoute } from '@/lib/permissions/workspace-route';
import type { WorkspaceLinks } from '@/lib/permissions/rules';
import { membershipsOf } from '@/lib/teams/memberships';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { workspaceLinks } from './links';
import { needsWorkspaceLookup } from './route-section';
import { workspaceLinkFields } from './server-workspaces';

/**
 * Redirects as `decideWorkspaceRoute` says: a non-numeric id to /workspaces; on the gated sections,
 * `all`, a missing or hidden workspace, or one where the caller may not create resources to the
 * workspace home. Memberships come from `GET teams` (each team carries the caller's role).
 */
export async function gateWorkspaceRoute(id: string, section: string | undefined): Promise<void> {
  let workspace: WorkspaceLinks | null = null;
  let teams: Awaited<ReturnType<typeof loadMyTeams>> = [];
  if (needsWorkspaceLookup(id, section)) {
    const [myTeams, res] = await Promise.all([loadMyTeams(), upstreamJson(`workspaces/${id}`, dataOf(workspaceLinkFields))]);
    teams = myTeams ?? [];
    workspace = res.ok ? workspaceLinks(res.data.data) : null;
  }
  const decision = decideWorkspaceRoute({ id, section, workspace, memberships: membershipsOf(teams) });
  if (decision.kind === 'redirect') redirect(decision.to);
}
