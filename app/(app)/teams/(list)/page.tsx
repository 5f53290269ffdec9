import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { TeamsScreen } from '@/components/teams/teams-screen';
import { loadTeamsPage } from '@/lib/teams/server-teams';
import { companyTeamsKey } from '@/lib/teams/team-keys';
import { parseCompanyFilter } from '@/lib/teams/team-paths';

export const metadata: Metadata = { title: 'Teams' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The caller's teams (`?company=` narrows to one company's), page 1 prefetched. */
export default async function TeamsPage({ searchParams }: Props) {
  const companyId = parseCompanyFilter((await searchParams).company);
  const queryClient = new QueryClient();
  const first = await loadTeamsPage(1, companyId ?? undefined);
  if (first) queryClient.setQueryData(companyTeamsKey(companyId ?? 0, 1), first);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TeamsScreen key={companyId ?? 0} companyId={companyId} />
    </HydrationBoundary>
  );
}
