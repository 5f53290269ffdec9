'use client';

import { ProductListBody } from '@/components/products/product-list-body';
import { ButtonLink } from '@/components/ui/button';
import { productsHref } from '@/lib/companies/paths';

/**
 * "Products of {brand}": the company's products of this brand, paged and sorted, and "New product"
 * for who may edit. An island (`serverRendered` in brand-detail): the rows paint from the server and
 * hydrate after the page, outside its first load (decision 0020); its props are primitives, so a
 * re-render of the screen before its code arrived keeps the server's HTML.
 */
export function BrandProducts({ companyId, brandId, brandName, canEdit }: { companyId: number; brandId: number; brandName: string; canEdit: boolean }) {
  const newProduct = canEdit ? (
    <ButtonLink href={`${productsHref(companyId)}/new?brand_id=${brandId}`} variant="outline" size="small">
      New product
    </ButtonLink>
  ) : null;
  return (
    <section aria-labelledby="brand-products" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="brand-products" className="text-lg font-semibold">
          Products of {brandName}
        </h2>
        {newProduct}
      </div>
      <ProductListBody
        companyId={companyId}
        extra={{ brand_id: brandId }}
        empty={{ title: 'No products yet', description: 'No product of this company has this brand yet.', action: newProduct ?? undefined }}
      />
    </section>
  );
}
