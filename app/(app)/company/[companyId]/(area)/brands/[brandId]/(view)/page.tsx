import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { BrandDetail } from '@/components/brands/brand-detail';
import { companyKeys } from '@/lib/companies/company-keys';
import { productResource } from '@/lib/contract/catalogue';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { api } from '@/lib/companies/paths';
import { prefetchList } from '@/lib/companies/server-companies';
import { brandForPage, companyForPage } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Brand' };

type Props = { params: Promise<{ companyId: string; brandId: string }>; searchParams: Promise<PageSearchParams> };

/** A brand with its products (the page the URL asks for), prefetched. */
export default async function BrandPage({ params, searchParams }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const { brandId } = await brandForPage(companyId, raw.brandId, queryClient);
  await prefetchList(queryClient, api.products(companyId), companyKeys.companyProducts(companyId), await searchParams, productResource, { brand_id: brandId });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <BrandDetail companyId={companyId} brandId={brandId} />
    </HydrationBoundary>
  );
}
