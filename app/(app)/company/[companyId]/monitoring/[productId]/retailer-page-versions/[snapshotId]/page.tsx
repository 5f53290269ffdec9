import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { VersionsScreen } from '@/components/monitoring/versions-screen';
import { companyForPage, recordId } from '@/lib/companies/server-pages';
import { currentUserId, monitoringProductForPage } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Page versions' };

type Props = { params: Promise<{ companyId: string; productId: string; snapshotId: string }> };

/** A retailer page's versions: the company and product prefetched (404 when not the company's); versions load in the screen. */
export default async function PageVersionsPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const snapshotId = recordId(raw.snapshotId);
  const [{ productId }, userId] = await Promise.all([monitoringProductForPage(companyId, raw.productId, queryClient), currentUserId()]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <VersionsScreen companyId={companyId} productId={productId} snapshotId={snapshotId} userId={userId} />
    </HydrationBoundary>
  );
}
