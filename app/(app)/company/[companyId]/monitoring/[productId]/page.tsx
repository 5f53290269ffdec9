import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProductScreen } from '@/components/monitoring/product-screen';
import { companyForPage } from '@/lib/companies/server-pages';
import { currentUserId, monitoringProductForPage } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Monitored product' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/** A monitored product: the company and the product prefetched (404 when not the company's); the rest loads in the screen. */
export default async function MonitoringProductPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const [{ productId }, userId] = await Promise.all([monitoringProductForPage(companyId, raw.productId, queryClient), currentUserId()]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductScreen companyId={companyId} productId={productId} userId={userId} />
    </HydrationBoundary>
  );
}
