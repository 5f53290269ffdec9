'use client';

import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { PageHeader } from '@/components/ui/page-header';
import { productHref, productsHref } from '@/lib/companies/paths';
import { useProduct } from '@/lib/companies/use-product';
import { ProductForm } from './product-form';
import { ProductImagesManager } from './product-images-manager';

/** `/company/{id}/products/new` (optionally `?brand_id=` to start with that brand). */
export function NewProduct({ companyId, brandId }: { companyId: number; brandId: number | null }) {
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={productsHref(companyId)} label="Products" />}
        title="New product"
        description="Add images once the product is created."
      />
      <div className="max-w-3xl">
        <ProductForm companyId={companyId} brandId={brandId} />
      </div>
    </>
  );
}

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
