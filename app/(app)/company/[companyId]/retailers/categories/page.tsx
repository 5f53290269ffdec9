import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CategoriesManager } from '@/components/retailers/categories-manager';
import { queryKeys } from '@/lib/api/query-keys';
import { retailerCategoryResource } from '@/lib/contract/catalogue';
import { loadCompanyAccess } from '@/lib/directories/server-company';
import { prefetchCatalogueList, toSearchParams } from '@/lib/directories/server-prefetch';
import type { PageSearchParams } from '@/lib/directories/server-prefetch';
import { parsePositiveId, retailerCategoriesApi } from '@/lib/retailers/retailer-paths';

export const metadata: Metadata = { title: 'Retailer categories' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** The company's retailer categories (the page the URL asks for, prefetched): add, rename, delete. */
export default async function RetailerCategoriesPage({ params, searchParams }: Props) {
  const companyId = parsePositiveId((await params).companyId);
  if (companyId === null) notFound();
  const queryClient = new QueryClient();
  const [access, list] = await Promise.all([
    loadCompanyAccess(companyId),
    prefetchCatalogueList(queryClient, {
      path: retailerCategoriesApi(companyId),
      baseKey: queryKeys.retailerCategories(companyId),
      item: retailerCategoryResource,
      params: toSearchParams(await searchParams),
    }),
  ]);
  if (!access || list === 'not-found') notFound();
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CategoriesManager companyId={companyId} companyName={access.name} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
