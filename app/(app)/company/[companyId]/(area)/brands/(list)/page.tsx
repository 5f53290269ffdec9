import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { BrandsList } from '@/components/brands/brands-list';
import { companyKeys } from '@/lib/companies/company-keys';
import { brandResource } from '@/lib/contract/catalogue';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { api } from '@/lib/companies/paths';
import { prefetchList } from '@/lib/companies/server-companies';
import { companyForPage } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Brands' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** A company's brands: the company and the page the URL asks for, prefetched. */
export default async function BrandsPage({ params, searchParams }: Props) {
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage((await params).companyId, queryClient);
  await prefetchList(queryClient, api.brands(companyId), companyKeys.companyBrands(companyId), await searchParams, brandResource);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <BrandsList companyId={companyId} />
    </HydrationBoundary>
  );
}
