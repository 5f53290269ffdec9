'use client';

import { useState } from 'react';
import { GlobalFilters } from '@/components/workspace-content/global-filters';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StoreIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { CONTENT_SORTS } from '@/lib/contract/values';
import { RECORD_SORT_LABELS } from '@/lib/workspace-records/list-sort';
import type { RecordSort } from '@/lib/workspace-records/list-sort';
import { recordMessages } from '@/lib/workspace-records/messages';
import { useRetailerList } from '@/lib/workspace-records/use-retailer-list';
import { RecordColumns, RETAILER_COLUMNS, RetailerRecordRow } from './record-rows';
import { WorkspaceEyebrow } from './workspace-eyebrow';
import { NoMatchState } from '@/components/workspace-content/no-match-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The dialog: its code loads after the page is up (decision 0014), not with the page. */
const AddRecordDialog = clientOnly(() => import('./add-record-dialog').then((m) => m.AddRecordDialog));

/** The global filters this screen offers (one object, so the pickers' memo holds across renders). */
const SHOW = { retailers: true, dates: true };

/**
 * `/workspace/{id}/retailers`: the workspace's retailers with the global filters (retailers, dates,
 * free text) and a sort, all in the URL; 20 a page; "Add retailer" brings in a company retailer.
 */
export function WorkspaceRetailersScreen({ workspaceId }: { workspaceId: number }) {
  const { list, sort, setSort, setPage, filtered, clear } = useRetailerList(workspaceId);
  const [adding, setAdding] = useState(false);
  const add = <Button onClick={() => setAdding(true)}>Add retailer</Button>;
  const items = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        eyebrow={<WorkspaceEyebrow workspaceId={workspaceId} />}
        title="Retailers"
        description="The retailers this workspace works on, with their contacts, products, files, insights and notes."
        actions={add}
      />
      <div className="mb-4 space-y-3">
        <GlobalFilters workspaceId={String(workspaceId)} show={SHOW} dateLegend="Added" exportTo={{ dataset: 'retailers', noun: 'retailers' }} />
        <div className="flex justify-end">
          <Select
            aria-label="Sort retailers"
            value={sort}
            onChange={(e) => setSort(e.target.value as RecordSort)}
            options={CONTENT_SORTS.map((s) => ({ value: s, label: RECORD_SORT_LABELS[s] }))}
            className="sm:w-44"
          />
        </div>
      </div>
      {list.isPending ? <Spinner label="Loading retailers" /> : null}
      {list.isError && !list.data ? <RetryAlert message={recordMessages('retailers').fetchList} onRetry={() => list.refetch()} /> : null}
      {list.data && items.length === 0 ? (
        filtered ? (
          <NoMatchState title="No retailers match these filters" description="Try other filters, or clear them." onClear={clear} />
        ) : (
          <EmptyState
            icon={StoreIcon}
            title="No retailers in this workspace yet"
            description="Add one of your companies’ retailers to track its files, insights and notes here."
            action={add}
          />
        )
      ) : null}
      {list.data && items.length > 0 ? (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-card border border-border bg-surface" aria-busy={list.isFetching || undefined}>
            <RecordColumns labels={RETAILER_COLUMNS} />
            <ul aria-label="Retailers" className="divide-y divide-border">
              {items.map((r) => (
                <RetailerRecordRow key={r.id} retailer={r} workspaceId={workspaceId} />
              ))}
            </ul>
          </div>
          <Pager meta={list.data.meta} onPage={setPage} noun={['retailer', 'retailers']} busy={list.isFetching} />
        </div>
      ) : null}
      <AddRecordDialog kind="retailers" workspaceId={workspaceId} open={adding} onOpenChange={setAdding} />
    </>
  );
}
