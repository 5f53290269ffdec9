import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MeetingsScreen } from '@/components/meetings/meetings-screen';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { loadAllWorkspaces } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Meetings' };

type Props = { params: Promise<{ workspaceId: string }> };

/**
 * Any member reads meetings (spec §5 gates only retailers, brands, products and management); the
 * layout checked the id. `all` is the saved selection, read in the browser where it is stored.
 * The caller's workspaces and teams are read here so the header and the "New meeting" right are
 * there on the first paint; the list itself is fetched in the browser (filters, time zone).
 */
export default async function MeetingsPage({ params }: Props) {
  const { workspaceId } = await params;
  const [all, teams] = await Promise.all([loadAllWorkspaces(), loadMyTeams()]);
  const queryClient = new QueryClient();
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MeetingsScreen workspaceId={workspaceId} />
    </HydrationBoundary>
  );
}
