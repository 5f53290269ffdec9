import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RetailerDetail } from '@/components/retailers/retailer-detail';
import { companyKeys } from '@/lib/companies/company-keys';
import { companyRetailerResource } from '@/lib/contract/catalogue';
import { loadCompanyAccess } from '@/lib/directories/server-company';
import { prefetchRecord } from '@/lib/directories/server-prefetch';
import { parsePositiveId, retailerApi } from '@/lib/retailers/retailer-paths';

export const metadata: Metadata = { title: 'Retailer' };

type Props = { params: Promise<{ companyId: string; retailerId: string }> };

/** One company retailer (prefetched); a retailer of another company, or of a company the caller cannot see, is a 404. */
export default async function RetailerPage({ params }: Props) {
  const raw = await params;
  const companyId = parsePositiveId(raw.companyId);
  const retailerId = parsePositiveId(raw.retailerId);
  if (companyId === null || retailerId === null) notFound();
  const queryClient = new QueryClient();
  const [access, retailer] = await Promise.all([
    loadCompanyAccess(companyId),
    prefetchRecord(queryClient, {
      path: retailerApi(companyId, retailerId),
      key: companyKeys.companyRetailer(companyId, retailerId),
      item: companyRetailerResource,
    }),
  ]);
  if (!access || retailer === 'not-found') notFound();
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RetailerDetail companyId={companyId} retailerId={retailerId} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
