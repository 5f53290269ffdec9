'use client';

import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, TagIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { Brand } from '@/lib/contract/catalogue';
import { MSG } from '@/lib/companies/messages';
import { api, brandsHref, companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import { BrandRow } from './brand-row';

/** `/company/{id}/brands`: the company's brands, 20 a page, searched as you type and sorted; admins add new ones. */
export function BrandsList({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  const { data, isPending, error, isFetching, refetch, state, update } = useCatalogueList<Brand>(
    api.brands(companyId),
    companyKeys.companyBrands(companyId),
    MSG.brandsFetchError,
  );
  useErrorToast(error, MSG.brandsFetchError);
  const newBrand = company?.can_edit ? <ButtonLink href={`${brandsHref(companyId)}/new`}>New brand</ButtonLink> : null;
  const filtered = state.search.trim() !== '';

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Brands"
        description="The company's brands, their story, links and compliance details."
        actions={newBrand}
      />
      <div className="space-y-4">
        <ListToolbar state={state} onChange={update} noun="brands" exports={{ scope: 'companies', id: companyId, dataset: 'brands' }} />
        <ListFeedback pending={isPending} error={data ? null : error} label="brands" fallback={MSG.brandsFetchError} onRetry={refetch} />
        {data && data.data.length === 0 ? (
          filtered ? (
            <EmptyState icon={SearchIcon} title="No brand matches" description={`No brand name contains “${state.search.trim()}”.`} />
          ) : (
            <EmptyState
              icon={TagIcon}
              title="No brands yet"
              description={company?.can_edit ? 'Add the first brand of this company.' : 'This company has no brands yet.'}
              action={newBrand}
            />
          )
        ) : null}
        {data && data.data.length > 0 ? (
          <>
            <ul
              aria-label="Brands"
              aria-busy={isFetching || undefined}
              className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
            >
              {data.data.map((b) => (
                <BrandRow key={b.id} brand={b} />
              ))}
            </ul>
            <Pager meta={data.meta} onPage={(page) => update({ page })} noun={['brand', 'brands']} busy={isFetching} />
          </>
        ) : null}
      </div>
    </>
  );
}
