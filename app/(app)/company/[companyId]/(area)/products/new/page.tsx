import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { NewProduct } from '@/components/products/new-product-screen';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { parseId, productsHref } from '@/lib/companies/paths';
import { companyForPage, requireEditor } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'New product' };

type Props = { params: Promise<{ companyId: string }>; searchParams: Promise<PageSearchParams> };

/** A new product (the company's admins; others go back to the products); `?brand_id=` preselects a brand. */
export default async function NewProductPage({ params, searchParams }: Props) {
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage((await params).companyId, queryClient);
  requireEditor(company, companyId, productsHref(companyId));
  const { brand_id: brandParam } = await searchParams;
  const brandId = typeof brandParam === 'string' ? parseId(brandParam) : null;
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <NewProduct companyId={companyId} brandId={brandId} />
    </HydrationBoundary>
  );
}
