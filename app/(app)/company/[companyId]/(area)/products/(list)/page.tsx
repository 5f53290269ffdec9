import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProductsList } from '@/components/products/products-list';
import { companyKeys } from '@/lib/companies/company-keys';
import { productResource } from '@/lib/contract/catalogue';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { api } from '@/lib/companies/paths';
import { prefetchList } from '@/lib/companies/server-companies';
import { companyForPage } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Products' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** A company's products: the company and the page the URL asks for, prefetched. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage((await params).companyId, queryClient);
  await prefetchList(queryClient, api.products(companyId), companyKeys.companyProducts(companyId), await searchParams, productResource);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductsList companyId={companyId} />
    </HydrationBoundary>
  );
}
