import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { VersionsScreen } from '@/components/monitoring/versions-screen';
import { recordId } from '@/lib/companies/server-pages';
import { monitoringProductScreen } from '@/lib/monitoring/server-monitoring';

export const metadata: Metadata = { title: 'Page versions' };

type Props = { params: Promise<{ companyId: string; productId: string; snapshotId: string }> };

/** A retailer page's versions: the company and product prefetched (404 when not the company's); versions load in the screen. */
export default async function PageVersionsPage({ params }: Props) {
  const raw = await params;
  const snapshotId = recordId(raw.snapshotId);
  const { queryClient, companyId, productId, userId } = await monitoringProductScreen(raw);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <VersionsScreen companyId={companyId} productId={productId} snapshotId={snapshotId} userId={userId} />
    </HydrationBoundary>
  );
}
