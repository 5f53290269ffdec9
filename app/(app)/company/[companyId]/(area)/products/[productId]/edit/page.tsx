import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { EditProduct } from '@/components/products/product-screens';
import { productHref } from '@/lib/companies/paths';
import { companyForPage, productForPage, requireEditor } from '@/lib/companies/server-pages';

export const metadata: Metadata = { title: 'Edit product' };

type Props = { params: Promise<{ companyId: string; productId: string }> };

/** Editing a product and its images (the company's admins; others go back to the product). */
export default async function EditProductPage({ params }: Props) {
  const raw = await params;
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage(raw.companyId, queryClient);
  const { productId } = await productForPage(companyId, raw.productId, queryClient);
  requireEditor(company, companyId, productHref(companyId, productId));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <EditProduct companyId={companyId} productId={productId} />
    </HydrationBoundary>
  );
}
