import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MonitoringList } from '@/components/monitoring/monitoring-list';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { prefetchList } from '@/lib/companies/server-companies';
import { companyForPage } from '@/lib/companies/server-pages';
import { monitoringProductResource } from '@/lib/contract/monitoring/products';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { currentUserId } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Monitoring' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** A company's monitored products: the company and the page the URL asks for (?page=&search=), prefetched. */
export default async function MonitoringPage({ params, searchParams }: Props) {
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage((await params).companyId, queryClient);
  const [userId] = await Promise.all([
    currentUserId(),
    prefetchList(queryClient, monApi.products(companyId), monitoringKeys.list(companyId), await searchParams, monitoringProductResource),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MonitoringList companyId={companyId} userId={userId} />
    </HydrationBoundary>
  );
}
