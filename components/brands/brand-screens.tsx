'use client';

import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { PageHeader } from '@/components/ui/page-header';
import { MSG } from '@/lib/companies/messages';
import { brandHref, brandsHref } from '@/lib/companies/paths';
import { useBrand } from '@/lib/companies/use-brand';
import { BrandForm } from './brand-form';

/** `/company/{id}/brands/new`. */
export function NewBrand({ companyId }: { companyId: number }) {
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={brandsHref(companyId)} label="Brands" />}
        title="New brand"
        description="Only the name is required; fill in what you know, the rest can follow."
      />
      <div className="max-w-4xl">
        <BrandForm companyId={companyId} />
      </div>
    </>
  );
}

/** `/company/{id}/brands/{brandId}/edit`: the form mounts once the brand is loaded (prefetched by the page). */
export function EditBrand({ companyId, brandId }: { companyId: number; brandId: number }) {
  const { data: brand, isPending, error, refetch } = useBrand(companyId, brandId);
  return (
    <>
      <PageHeader eyebrow={<BackLink href={brandHref(companyId, brandId)} label={brand?.name ?? 'Brand'} />} title="Edit brand" />
      {brand ? (
        <div className="max-w-4xl">
          <BrandForm companyId={companyId} brand={brand} />
        </div>
      ) : (
        <ListFeedback pending={isPending} error={error} label="brand" fallback={MSG.brandsFetchError} onRetry={refetch} />
      )}
    </>
  );
}
