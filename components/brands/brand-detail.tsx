'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { ListFeedback } from '@/components/companies/list-feedback';
import { AvatarFactsCard } from '@/components/ui/detail-facts';
import { DetailHeader } from '@/components/ui/detail-header';
import { MSG } from '@/lib/companies/messages';
import { brandsHref } from '@/lib/companies/paths';
import { useBrand } from '@/lib/companies/use-brand';
import { useCompany } from '@/lib/companies/use-company';
import { formatDate } from '@/lib/dates/format-date';
import { serverRendered } from '@/lib/ui/lazy-component';
import { BrandFieldsView } from './brand-fields-view';

// The header's actions and the brand's products paint from the server and hydrate after the page,
// outside its first load (decision 0020); a click there before then is held and given back (decision 0040).
const BrandActions = serverRendered(() => import('./brand-actions').then((m) => m.BrandActions));
const BrandProducts = serverRendered(() => import('./brand-products').then((m) => m.BrandProducts));

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
        <BrandProducts companyId={companyId} brandId={brand.id} brandName={brand.name} canEdit={canEdit} />
        <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: 'brands', subject_id: brandId }} title="History" />
      </div>
    </>
  );
}
