'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon, SearchIcon } from '@/components/ui/icons';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { RetailerCategory } from '@/lib/contract/catalogue';
import { CATEGORY_MSG } from '@/lib/retailers/messages';
import { retailerCategoriesApi, retailersHref } from '@/lib/retailers/retailer-paths';
import { CategoryRow } from './category-row';
import { RetryAlert } from '@/components/ui/retry-alert';

/** `/company/{id}/retailers/categories`: the list (20 a page, search, sort), add, rename in place, delete. */
export function CategoriesManager({ companyId, companyName, canEdit }: { companyId: number; companyName: string | null; canEdit: boolean }) {
  const path = retailerCategoriesApi(companyId);
  const refresh = [companyKeys.retailerCategories(companyId), companyKeys.companyRetailers(companyId)];
  const list = useCatalogueList<RetailerCategory>(path, companyKeys.retailerCategories(companyId), CATEGORY_MSG.fetchList);
  useErrorToast(list.error, CATEGORY_MSG.fetchList);
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<RetailerCategory | null>(null);

  const create = useFormMutation({
    schema: () => import('@/lib/contract/catalogue').then((m) => m.retailerCategoryBody),
    request: (body) => apiFetch<RetailerCategory>(path, { method: 'POST', json: body }),
    errorFallback: CATEGORY_MSG.create,
    fields: ['name'],
    invalidate: refresh,
    onSuccess: () => setName(''),
  });
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(`${path}/${id}`, { method: 'DELETE' }),
    errorFallback: CATEGORY_MSG.delete,
    success: { title: CATEGORY_MSG.deleted },
    invalidate: refresh,
  });
  function add(e: FormEvent) {
    e.preventDefault();
    void create.submit({ name });
  }

  const items = list.data?.data ?? [];
  const back = <BackLink href={retailersHref(companyId)} label={`Retailers${companyName ? ` of ${companyName}` : ''}`} />;
  return (
    <>
      <PageHeader
        eyebrow={back}
        title="Retailer categories"
        description="Group retailers; each retailer belongs to at most one category, chosen in its form."
      />
      {canEdit ? (
        <form onSubmit={add} noValidate aria-label="New category" className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field label="New category" errors={create.errors.name} className="flex-1 sm:max-w-sm">
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="e.g. Grocery" autoComplete="off" />
          </Field>
          <Button type="submit" loading={create.pending} loadingText="Adding…" className={create.errors.name ? 'sm:mb-7' : undefined}>
            Add category
          </Button>
        </form>
      ) : null}
      <div className="mb-4">
        <ListToolbar state={list.state} onChange={list.update} noun="categories" />
      </div>
      {list.isPending ? <Spinner label="Loading categories" /> : null}
      {list.isError && !list.data ? <RetryAlert message={CATEGORY_MSG.fetchList} onRetry={() => list.refetch()} /> : null}
      {list.data && items.length === 0 ? (
        <EmptyState
          icon={list.state.search ? SearchIcon : ListIcon}
          title={list.state.search ? 'No categories match' : 'No categories yet'}
          description={list.state.search ? 'Try another name.' : 'Add a category above, then choose it in a retailer’s form.'}
        />
      ) : null}
      {items.length > 0 && list.data ? (
        <div className="space-y-4">
          <Card>
            <ul aria-label="Retailer categories" aria-busy={list.isFetching || undefined} className="divide-y divide-border">
              {items.map((category) => (
                <CategoryRow key={category.id} companyId={companyId} category={category} canEdit={canEdit} onDelete={setRemoving} />
              ))}
            </ul>
          </Card>
          <Pager meta={list.data.meta} onPage={(page) => list.update({ page })} noun={['category', 'categories']} busy={list.isFetching} />
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Delete ${removing.name}?` : 'Delete category?'}
        text={
          removing && removing.retailers_count > 0
            ? `Its ${removing.retailers_count} retailer${removing.retailers_count === 1 ? '' : 's'} will have no category. You can restore it from “Recently deleted” on your profile.`
            : 'You can restore it from “Recently deleted” on your profile.'
        }
        confirmLabel="Delete category"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}
