import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { OverviewScreen } from '@/components/monitoring/overview-screen';
import { monitoringProductScreen } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Price overview' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/** A monitored product's price overview: the company and the product prefetched; the chart loads in the browser. */
export default async function MonitoringOverviewPage({ params }: Props) {
  const raw = await params;
  const { queryClient, companyId, productId, userId } = await monitoringProductScreen(raw);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <OverviewScreen companyId={companyId} productId={productId} userId={userId} />
    </HydrationBoundary>
  );
}
