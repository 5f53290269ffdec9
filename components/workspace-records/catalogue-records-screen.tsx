'use client';

import { useState } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PackageIcon, SearchIcon, TagIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import type { WorkspaceBrand, WorkspaceProduct } from '@/lib/contract/workspace-records';
import { KINDS } from '@/lib/workspace-records/kinds';
import { recordMessages } from '@/lib/workspace-records/messages';
import { recordsApi } from '@/lib/workspace-records/paths';
import { BRAND_COLUMNS, BrandRecordRow, PRODUCT_COLUMNS, ProductRecordRow, RecordColumns } from './record-rows';
import { WorkspaceEyebrow } from './workspace-eyebrow';
import { RetryAlert } from '@/components/ui/retry-alert';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The dialog: its code loads after the page is up (decision 0014), not with the page. */
const AddRecordDialog = clientOnly(() => import('./add-record-dialog').then((m) => m.AddRecordDialog));

const DESCRIPTIONS = {
  brands: 'The brands this workspace works on, with the team’s notes on each.',
  products: 'The products this workspace works on, with the team’s notes on each.',
} as const;

/** `/workspace/{id}/brands` and `/products`: search by name and sort (in the URL), 20 a page, "Add brand" / "Add product". */
export function CatalogueRecordsScreen({ kind, workspaceId }: { kind: 'brands' | 'products'; workspaceId: number }) {
  const words = KINDS[kind];
  const msg = recordMessages(kind);
  const list = useCatalogueList<WorkspaceBrand | WorkspaceProduct>(
    recordsApi(workspaceId, kind),
    [...queryKeys.workspaceRecords(kind), 'workspace', workspaceId],
    msg.fetchList,
  );
  useErrorToast(list.error, msg.fetchList);
  const [adding, setAdding] = useState(false);
  const add = <Button onClick={() => setAdding(true)}>Add {words.one}</Button>;
  const items = list.data?.data ?? [];
  const searching = list.state.search.trim() !== '';

  return (
    <>
      <PageHeader eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} />} title={words.Many} description={DESCRIPTIONS[kind]} actions={add} />
      <div className="mb-4">
        <ListToolbar state={list.state} onChange={list.update} noun={words.many} exports={{ scope: 'workspaces', id: workspaceId, dataset: kind }} />
      </div>
      {list.isPending ? <Spinner label={`Loading ${words.many}`} /> : null}
      {list.isError && !list.data ? <RetryAlert message={msg.fetchList} onRetry={() => list.refetch()} /> : null}
      {list.data && items.length === 0 ? (
        searching ? (
          <EmptyState icon={SearchIcon} title={`No ${words.many} match`} description="Try another name." />
        ) : (
          <EmptyState
            icon={kind === 'brands' ? TagIcon : PackageIcon}
            title={`No ${words.many} in this workspace yet`}
            description={`Add one of your companies’ ${words.many} to keep the team’s notes on it here.`}
            action={add}
          />
        )
      ) : null}
      {list.data && items.length > 0 ? (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-card border border-border bg-surface" aria-busy={list.isFetching || undefined}>
            <RecordColumns labels={kind === 'brands' ? BRAND_COLUMNS : PRODUCT_COLUMNS} />
            <ul aria-label={words.Many} className="divide-y divide-border">
              {items.map((r) =>
                kind === 'brands' ? (
                  <BrandRecordRow key={r.id} brand={r as WorkspaceBrand} workspaceId={workspaceId} />
                ) : (
                  <ProductRecordRow key={r.id} product={r as WorkspaceProduct} workspaceId={workspaceId} />
                ),
              )}
            </ul>
          </div>
          <Pager meta={list.data.meta} onPage={(page) => list.update({ page })} noun={[words.one, words.many]} busy={list.isFetching} />
        </div>
      ) : null}
      <AddRecordDialog kind={kind} workspaceId={workspaceId} open={adding} onOpenChange={setAdding} />
    </>
  );
}
