import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { OverviewScreen } from '@/components/monitoring/overview-screen';
import { companyForPage } from '@/lib/companies/server-pages';
import { currentUserId, monitoringProductForPage } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Price overview' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/** A monitored product's price overview: the company and the product prefetched; the chart loads in the browser. */
export default async function MonitoringOverviewPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const [{ productId }, userId] = await Promise.all([monitoringProductForPage(companyId, raw.productId, queryClient), currentUserId()]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <OverviewScreen companyId={companyId} productId={productId} userId={userId} />
    </HydrationBoundary>
  );
}
