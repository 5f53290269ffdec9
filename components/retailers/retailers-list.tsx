'use client';

import { Link } from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { ExportMenu } from '@/components/exports/export-menu';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, StoreIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { CompanyRetailer } from '@/lib/contract/catalogue';
import { RETAILER_MSG } from '@/lib/retailers/messages';
import { readCategoryFilter, retailerCategoriesHref, retailersApi } from '@/lib/retailers/retailer-paths';
import { useRetailerCategories } from '@/lib/retailers/use-retailer-data';
import { CategoryFilter } from './category-filter';
import { RetailerColumns, RetailerRow } from './retailer-row';
import { RetryAlert } from '@/components/ui/retry-alert';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads after the page is up (decision 0014), not with the page. */
const RetailerFormDialog = clientOnly(() => import('./retailer-form-dialog').then((m) => m.RetailerFormDialog));

/** `/company/{id}/retailers`: 20 a page, search by name as you type, sort, filter by category (all in the URL). */
export function RetailersList({ companyId, companyName, canEdit }: { companyId: number; companyName: string | null; canEdit: boolean }) {
  const params = useSearchParams();
  const categoryId = readCategoryFilter(new URLSearchParams(params.toString()));
  const list = useCatalogueList<CompanyRetailer>(retailersApi(companyId), companyKeys.companyRetailers(companyId), RETAILER_MSG.fetchList, {
    category_id: categoryId ?? undefined,
  });
  useErrorToast(list.error, RETAILER_MSG.fetchList);
  const categories = useRetailerCategories(companyId);
  const [creating, setCreating] = useState(false);
  // Kept while the dialog closes, so its title does not change during the animation.
  const [fromDirectory, setFromDirectory] = useState(false);
  const start = (directory: boolean) => {
    setFromDirectory(directory);
    setCreating(true);
  };
  const filtered = Boolean(list.state.search.trim()) || categoryId !== null;

  const actions = canEdit ? (
    <>
      <Button variant="outline" onClick={() => start(true)}>
        Add from directory
      </Button>
      <Button onClick={() => start(false)}>New retailer</Button>
    </>
  ) : null;

  return (
    <>
      <PageHeader
        eyebrow={companyName ?? undefined}
        title="Retailers"
        description={
          <>
            The stores that carry this company’s products.{' '}
            <Link href={retailerCategoriesHref(companyId)} className="font-medium text-primary hover:underline">
              Manage categories
            </Link>
          </>
        }
        actions={actions}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <ListToolbar state={list.state} onChange={list.update} noun="retailers" />
        <CategoryFilter categories={categories.data} value={categoryId} />
        <ExportMenu
          target={{
            scope: 'companies',
            id: companyId,
            dataset: 'retailers',
            query: { category_id: categoryId, search: list.state.search, sort: list.state.sort },
          }}
          noun="retailers"
          className="sm:ml-auto"
        />
      </div>
      {list.isPending ? <Spinner label="Loading retailers" /> : null}
      {list.isError && !list.data ? <RetryAlert message={RETAILER_MSG.fetchList} onRetry={() => list.refetch()} /> : null}
      {list.data && list.data.data.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchIcon} title="No retailers match" description="Try another name or category." />
        ) : (
          <EmptyState icon={StoreIcon} title="No retailers yet" description="Add the first retailer, or pick one from the shared directory." action={actions} />
        )
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-card border border-border bg-surface" aria-busy={list.isFetching || undefined}>
            <RetailerColumns />
            <ul aria-label="Retailers" className="divide-y divide-border">
              {list.data.data.map((retailer) => (
                <RetailerRow key={retailer.id} retailer={retailer} />
              ))}
            </ul>
          </div>
          <Pager meta={list.data.meta} onPage={(page) => list.update({ page })} noun={['retailer', 'retailers']} busy={list.isFetching} />
        </div>
      ) : null}
      <RetailerFormDialog open={creating} onOpenChange={setCreating} companyId={companyId} fromDirectory={fromDirectory} />
    </>
  );
}
