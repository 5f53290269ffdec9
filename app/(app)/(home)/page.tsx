import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { HomeOverview } from '@/components/home/home-overview';
import { PageHeader } from '@/components/ui/page-header';
import { dataOf } from '@/lib/contract/common';
import { overviewResource } from '@/lib/contract/user';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { loadAllWorkspaces } from '@/lib/workspaces/server-workspaces';

export const metadata: Metadata = { title: 'Home' };

/** Home: the overview, the caller's teams and workspaces prefetched (the getting-started checklist reads them). */
export default async function HomePage() {
  const queryClient = new QueryClient();
  const [me, overview, teams, workspaces] = await Promise.all([
    getCurrentUser(),
    upstreamJson('user/overview', dataOf(overviewResource)),
    loadMyTeams(),
    loadAllWorkspaces(),
  ]);
  if (overview.ok) queryClient.setQueryData(queryKeys.overview, overview.data.data);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  if (workspaces) queryClient.setQueryData(queryKeys.workspacesAll, workspaces);
  const user = me.ok ? me.user : null;
  return (
    <>
      <PageHeader title={user ? `Welcome, ${user.first_name}` : 'Welcome'} description="Your teams, workspaces and companies at a glance." />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <HomeOverview needsBusinessData={user ? !user.business_data_completed : false} />
      </HydrationBoundary>
    </>
  );
}
