import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { WorkspacesScreen } from '@/components/workspaces/workspaces-screen';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { workspacesPageKey } from '@/lib/workspaces/workspace-keys';
import { loadAllWorkspaces, loadWorkspacesPage } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Workspaces' };

/** Workspaces (page 1), all workspaces (for the pending requests) and the caller's teams, prefetched. */
export default async function WorkspacesPage() {
  const [me, page, all, teams] = await Promise.all([getCurrentUser(), loadWorkspacesPage(1), loadAllWorkspaces(), loadMyTeams()]);
  if (!me.ok) throw new Error('Error getting user');
  const queryClient = new QueryClient();
  if (page) queryClient.setQueryData(workspacesPageKey(1), page);
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <WorkspacesScreen userId={me.user.id} />
    </HydrationBoundary>
  );
}
