'use client';

import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon, SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { Company } from '@/lib/contract/companies';
import { MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { CompanyRow } from './company-row';
import { ListFeedback } from './list-feedback';

/** `/companies`: the companies of the caller's teams, 20 a page, searched by name as you type and sorted. */
export function CompaniesList() {
  const { data, isPending, error, isFetching, refetch, state, update } = useCatalogueList<Company>(api.companies, queryKeys.companies, MSG.companiesFetchError);
  useErrorToast(error, MSG.companiesFetchError);
  const newCompany = <ButtonLink href="/companies/new">New company</ButtonLink>;
  const filtered = state.search.trim() !== '';

  return (
    <>
      <PageHeader title="Companies" description="The companies your teams work for, with their brands, products and retailers." actions={newCompany} />
      <div className="space-y-4">
        <ListToolbar state={state} onChange={update} noun="companies" />
        <ListFeedback pending={isPending} error={data ? null : error} label="companies" fallback={MSG.companiesFetchError} onRetry={refetch} />
        {data && data.data.length === 0 ? (
          filtered ? (
            <EmptyState icon={SearchIcon} title="No company matches" description={`No company name contains “${state.search.trim()}”.`} />
          ) : (
            <EmptyState icon={BuildingIcon} title="No companies yet" description="Create a company for one of the teams you administer." action={newCompany} />
          )
        ) : null}
        {data && data.data.length > 0 ? (
          <>
            <ul
              aria-label="Companies"
              aria-busy={isFetching || undefined}
              className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
            >
              {data.data.map((c) => (
                <CompanyRow key={c.id} company={c} />
              ))}
            </ul>
            <Pager meta={data.meta} onPage={(page) => update({ page })} noun={['company', 'companies']} busy={isFetching} />
          </>
        ) : null}
      </div>
    </>
  );
}
