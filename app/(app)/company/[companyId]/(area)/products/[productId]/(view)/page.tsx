import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProductDetail } from '@/components/products/product-detail';
import { companyForPage, productForPage } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Product' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/** A product with its images, prefetched. */
export default async function ProductPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId } = await companyForPage(raw.companyId, queryClient);
  const { productId } = await productForPage(companyId, raw.productId, queryClient);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProductDetail companyId={companyId} productId={productId} />
    </HydrationBoundary>
  );
}
