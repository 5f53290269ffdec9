import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { ProductScreen } from '@/components/monitoring/product-screen';
import { monitoringProductScreen } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Monitored product' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/**
 * A monitored product: the company and the product prefetched (404 when not the company's), and the
 * pages, variations and versions its first cards show, so they paint with their rows; the checks and
 * reviews further down load in the screen.
 */
export default async function MonitoringProductPage({ params }: Props) {
  const raw = await params;
  const { queryClient, companyId, productId, userId } = await monitoringProductScreen(raw, { lists: ['pages', 'variations', 'snapshots'] });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductScreen companyId={companyId} productId={productId} userId={userId} />
    </HydrationBoundary>
  );
}
