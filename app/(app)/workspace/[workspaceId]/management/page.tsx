import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { WorkspaceManagement } from '@/components/workspaces/management/workspace-management';
import { queryKeys } from '@/lib/api/query-keys';
import { decideWorkspaceRoute } from '@/lib/permissions/workspace-route';
import { membershipsOf } from '@/lib/teams/memberships';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { workspaceLinks } from '@/lib/workspaces/links';
import { loadWorkspace } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Workspace management' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Gated by spec §5 (`all`, a missing workspace, or one where the caller may not create resources →
 * workspace home), from the same reads that hydrate the screen.
 */
export default async function WorkspaceManagementPage({ params }: Props) {
  const { workspaceId } = await params;
  const numeric = /^\d+$/.test(workspaceId);
  const [res, teams] = numeric ? await Promise.all([loadWorkspace(Number(workspaceId)), loadMyTeams()]) : [null, null];
  const workspace = res?.ok ? res.workspace : null;
  const decision = decideWorkspaceRoute({
    id: workspaceId,
    section: 'management',
    workspace: workspace ? workspaceLinks(workspace) : null,
    memberships: membershipsOf(teams ?? []),
  });
  if (decision.kind === 'redirect') redirect(decision.to);

  const queryClient = new QueryClient();
  if (workspace) queryClient.setQueryData(queryKeys.workspace(workspace.id), workspace);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <WorkspaceManagement workspaceId={Number(workspaceId)} />
    </HydrationBoundary>
  );
}
