'use client';

import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { PageHeader } from '@/components/ui/page-header';
import { productHref } from '@/lib/companies/paths';
import { useProduct } from '@/lib/companies/use-product';
import { clientOnly } from '@/lib/ui/lazy-component';
import { ProductForm } from './product-form';
import { Spinner } from '@/components/ui/spinner';

/**
 * The images card (upload, reorder, edit), loaded after the page's first load: nothing of it
 * paints before the product is in, which the browser reads after the page is up anyway.
 */
const ProductImagesManager = clientOnly(
  () => import('./product-images-manager').then((m) => m.ProductImagesManager),
  () => (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" /> Loading the images…
    </p>
  ),
);

/** `/company/{id}/products/{productId}/edit`: the form (mounted once the product is loaded) and the images. */
export function EditProduct({ companyId, productId }: { companyId: number; productId: number }) {
  const { data: product, isPending, error, refetch, fallback } = useProduct(companyId, productId);
  return (
    <>
      <PageHeader eyebrow={<BackLink href={productHref(companyId, productId)} label={product?.name ?? 'Product'} />} title="Edit product" />
      {product ? (
        <div className="max-w-3xl space-y-6">
          <ProductForm companyId={companyId} product={product} />
          <ProductImagesManager companyId={companyId} product={product} />
        </div>
      ) : (
        <ListFeedback pending={isPending} error={error} label="product" fallback={fallback} onRetry={refetch} />
      )}
    </>
  );
}
