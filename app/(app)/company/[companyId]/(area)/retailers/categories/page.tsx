import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CategoriesManager } from '@/components/retailers/categories-manager';
import { companyKeys } from '@/lib/companies/company-keys';
import { retailerCategoryResource } from '@/lib/contract/catalogue';
import { companyAccessForPage } from '@/lib/directories/server-company';
import { prefetchCatalogueList, toSearchParams } from '@/lib/directories/server-prefetch';
import type { PageSearchParams } from '@/lib/directories/server-prefetch';
import { retailerCategoriesApi } from '@/lib/retailers/retailer-paths';

export const metadata: Metadata = { title: 'Retailer categories' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** The company's retailer categories (the page the URL asks for, prefetched): add, rename, delete. */
export default async function RetailerCategoriesPage({ params, searchParams }: Props) {
  const { companyId, access } = await companyAccessForPage((await params).companyId);
  const queryClient = new QueryClient();
  await prefetchCatalogueList(queryClient, {
    path: retailerCategoriesApi(companyId),
    baseKey: companyKeys.retailerCategories(companyId),
    item: retailerCategoryResource,
    params: toSearchParams(await searchParams),
  });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CategoriesManager companyId={companyId} companyName={access.name} canEdit={access.canEdit} />
    </HydrationBoundary>
  );
}
