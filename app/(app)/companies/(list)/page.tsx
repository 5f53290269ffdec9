import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CompaniesList } from '@/components/companies/companies-list';
import { queryKeys } from '@/lib/api/query-keys';
import { companyResource } from '@/lib/contract/companies';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { api } from '@/lib/companies/paths';
import { prefetchList } from '@/lib/companies/server-companies';

export const metadata: Metadata = { title: 'Companies' };

type Props = { searchParams: Promise<PageSearchParams> };

/** The caller's companies: the page, search and sort the URL asks for, prefetched. */
export default async function CompaniesPage({ searchParams }: Props) {
  const queryClient = new QueryClient();
  await prefetchList(queryClient, api.companies, queryKeys.companies, await searchParams, companyResource);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompaniesList />
    </HydrationBoundary>
  );
}
