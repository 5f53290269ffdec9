import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { OverviewScreen } from '@/components/monitoring/overview-screen';
import { monitoringProductScreen, overviewRange } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Price overview' };

type Props = { params: Promise<{ companyId: string; productId: string }>; searchParams: Promise<{ range?: string | string[] }> };

/**
 * A monitored product's price overview: the company, the product, its pages and variations, the
 * price history of the range asked for and the ratings prefetched, so every card paints with its
 * rows (the chart itself draws in the browser, in a frame of its size). The range counts back from
 * `openedAt`, which the screen keeps, so its query is the one prefetched here.
 */
export default async function MonitoringOverviewPage({ params, searchParams }: Props) {
  const [raw, { range }] = await Promise.all([params, searchParams]);
  const { openedAt, from } = overviewRange(range);
  const { queryClient, companyId, productId, userId } = await monitoringProductScreen(raw, { lists: ['pages', 'variations'], series: from, reviews: true });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <OverviewScreen companyId={companyId} productId={productId} userId={userId} openedAt={openedAt} />
    </HydrationBoundary>
  );
}
