'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { ListFeedback } from '@/components/companies/list-feedback';
import { ProductListBody } from '@/components/products/product-list-body';
import { ButtonLink } from '@/components/ui/button';
import { AvatarFactsCard } from '@/components/ui/detail-facts';
import { DetailHeader } from '@/components/ui/detail-header';
import { MSG } from '@/lib/companies/messages';
import { brandsHref, productsHref } from '@/lib/companies/paths';
import { useBrand } from '@/lib/companies/use-brand';
import { useCompany } from '@/lib/companies/use-company';
import { BrandActions } from './brand-actions';
import { BrandFieldsView } from './brand-fields-view';
import { formatDate } from '@/lib/dates/format-date';

/** `/company/{id}/brands/{brandId}`: every filled field of the brand, its products, and (admins) edit / delete. */
export function BrandDetail({ companyId, brandId }: { companyId: number; brandId: number }) {
  const { data: company } = useCompany(companyId);
  const { data: brand, isPending, error, refetch } = useBrand(companyId, brandId);
  const back = { href: brandsHref(companyId), label: 'Brands' };
  if (!brand) {
    return (
      <>
        <DetailHeader back={back} title="Brand" />
        <ListFeedback pending={isPending} error={error} label="brand" fallback={MSG.brandsFetchError} onRetry={refetch} />
      </>
    );
  }

  const canEdit = company?.can_edit ?? false;
  const newProduct = canEdit ? (
    <ButtonLink href={`${productsHref(companyId)}/new?brand_id=${brand.id}`} variant="outline" size="small">
      New product
    </ButtonLink>
  ) : null;
  return (
    <>
      <DetailHeader back={back} title={brand.name} actions={canEdit ? <BrandActions brand={brand} /> : null} />
      <div className="space-y-6">
        <AvatarFactsCard
          name={brand.name}
          image={brand.image}
          facts={[
            ['Company', company?.name],
            ['Products', brand.products_count],
            ['Updated', formatDate(brand.updated_at)],
          ]}
        />
        <BrandFieldsView brand={brand} />
        <section aria-labelledby="brand-products" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="brand-products" className="text-lg font-semibold">
              Products of {brand.name}
            </h2>
            {newProduct}
          </div>
          <ProductListBody
            companyId={companyId}
            extra={{ brand_id: brand.id }}
            empty={{ title: 'No products yet', description: 'No product of this company has this brand yet.', action: newProduct ?? undefined }}
          />
        </section>
        <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'brands', subject_id: brandId }} title="History" />
      </div>
    </>
  );
}
