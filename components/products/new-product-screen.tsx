'use client';

import { BackLink } from '@/components/companies/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { productsHref } from '@/lib/companies/paths';
import { ProductForm } from './product-form';

/**
 * `/company/{id}/products/new` (optionally `?brand_id=` to start with that brand). A module of its
 * own: the edit screen's images manager is not part of this page's first load.
 */
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
