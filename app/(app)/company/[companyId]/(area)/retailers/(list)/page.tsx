import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RetailersList } from '@/components/retailers/retailers-list';
import { companyKeys } from '@/lib/companies/company-keys';
import { companyRetailerResource } from '@/lib/contract/catalogue';
import { companyAccessForPage } from '@/lib/directories/server-company';
import { prefetchCatalogueList, toSearchParams } from '@/lib/directories/server-prefetch';
import type { PageSearchParams } from '@/lib/directories/server-prefetch';
import { readCategoryFilter, retailersApi } from '@/lib/retailers/retailer-paths';
import { prefetchCategories } from '@/lib/retailers/server-retailers';

export const metadata: Metadata = { title: 'Retailers' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** A company's retailers; the page the URL asks for and the categories are prefetched (the area's layout answered outsiders with a 404). */
export default async function RetailersPage({ params, searchParams }: Props) {
  const { companyId, access } = await companyAccessForPage((await params).companyId);
  const query = toSearchParams(await searchParams);
  const categoryId = readCategoryFilter(query);
  const queryClient = new QueryClient();
  await Promise.all([
    prefetchCatalogueList(queryClient, {
      path: retailersApi(companyId),
      baseKey: companyKeys.companyRetailers(companyId),
      item: companyRetailerResource,
      params: query,
      extra: { category_id: categoryId ?? undefined },
    }),
    prefetchCategories(queryClient, companyId),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RetailersList companyId={companyId} companyName={access.name} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
