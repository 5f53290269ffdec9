import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { TasksScreen } from '@/components/tasks/tasks-screen';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { loadAllWorkspaces } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Tasks' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Any member reads tasks (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. `all` is the saved selection, read in the browser where it is stored.
 * The caller's workspaces and teams are read here so the header, "New task" and the people
 * filters are there on the first paint; the list itself is fetched in the browser (filters).
 */
export default async function TasksPage({ params }: Props) {
  const { workspaceId } = await params;
  const [all, teams, me] = await Promise.all([loadAllWorkspaces(), loadMyTeams(), getCurrentUser()]);
  const queryClient = new QueryClient();
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TasksScreen workspaceId={workspaceId} currentUserId={me.ok ? me.user.id : null} />
    </HydrationBoundary>
  );
}
