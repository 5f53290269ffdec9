import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CompanyTeams } from '@/components/teams/company-teams';
import { loadTeamsPage } from '@/lib/teams/server-teams';
import { companyTeamsKey } from '@/lib/teams/team-keys';
import { parseRouteId } from '@/lib/teams/team-paths';

export const metadata: Metadata = { title: 'Teams' };

type Props = { params: Promise<{ companyId: string }> };

/** The caller's teams of one company (company 0: all of them), page 1 prefetched. */
export default async function CompanyTeamsPage({ params }: Props) {
  const companyId = parseRouteId((await params).companyId);
  if (companyId === null) notFound();
  const queryClient = new QueryClient();
  const first = await loadTeamsPage(1, companyId || undefined);
  if (first) queryClient.setQueryData(companyTeamsKey(companyId, 1), first);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompanyTeams companyId={companyId} />
    </HydrationBoundary>
  );
}
