import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { SelectedWorkspacesHome } from '@/components/workspaces/selected-workspaces-home-lazy';
import { WorkspaceHome } from '@/components/workspaces/workspace-home';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { loadAllWorkspaces, loadWorkspace } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Workspace' };

type Props = { params: Promise<{ workspaceId: string }> };

/** Workspace home; for `all`, the saved selection (read in the browser, where it is stored). The layout checked the id. */
export default async function WorkspaceHomePage({ params }: Props) {
  const { workspaceId } = await params;
  const queryClient = new QueryClient();
  if (workspaceId === 'all') {
    const all = await loadAllWorkspaces();
    if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  } else {
    const [res, teams] = await Promise.all([loadWorkspace(Number(workspaceId)), loadMyTeams()]);
    if (res.ok) queryClient.setQueryData(queryKeys.workspace(res.workspace.id), res.workspace);
    if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {workspaceId === 'all' ? <SelectedWorkspacesHome /> : <WorkspaceHome workspaceId={Number(workspaceId)} />}
    </HydrationBoundary>
  );
}
