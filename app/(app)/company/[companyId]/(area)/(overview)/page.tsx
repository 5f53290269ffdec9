import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CompanyDetail } from '@/components/companies/company-detail';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { brandResource, productResource } from '@/lib/contract/catalogue';
import { api } from '@/lib/companies/paths';
import { companyForPage, prefetchLatest } from '@/lib/companies/server-pages';
import { loadMyTeams } from '@/lib/teams/server-teams';

export const metadata: Metadata = { title: 'Company' };

type Props = { params: Promise<{ companyId: string }> };

/** The company screen: the company, its latest brands and products, and the caller's teams (for "add a team"), prefetched. */
export default async function CompanyPage({ params }: Props) {
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage((await params).companyId, queryClient);
  const [teams] = await Promise.all([
    company?.can_edit ? loadMyTeams() : null,
    prefetchLatest(queryClient, api.brands(companyId), companyKeys.companyBrands(companyId), brandResource),
    prefetchLatest(queryClient, api.products(companyId), companyKeys.companyProducts(companyId), productResource),
  ]);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompanyDetail companyId={companyId} />
    </HydrationBoundary>
  );
}
