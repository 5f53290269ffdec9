'use client';

import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { EmptyStateProps } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import type { PagedList } from '@/lib/directories/use-paged-query';
import { RetryAlert } from '@/components/ui/retry-alert';

export type PagedPanelProps<T> = {
  title: string;
  description?: ReactNode;
  /** Header controls besides the primary button: a filter, an export menu, "See all". */
  actions?: ReactNode;
  /**
   * The card's primary button ("Add contact"), where the user may: in the header beside `actions`,
   * and in the empty state instead while the list is empty, so the card never shows two of the same name.
   */
  create?: ReactNode;
  list: PagedList<T>;
  /** [singular, plural] for the pager and the loading text. */
  noun: [string, string];
  /** Shown when the list is empty: the kind's compact empty state (its icon, a title, maybe a description). */
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  /** Error text (section 8 fallback). */
  failure: string;
  itemKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
};

/** A card with a paged related list: loading, error with retry, the empty state, rows and the pager. */
export function PagedPanel<T>({ title, description, actions, create, list, noun, empty, failure, itemKey, renderItem }: PagedPanelProps<T>) {
  const items = list.data?.data ?? [];
  const isEmpty = list.data !== undefined && items.length === 0;
  const header =
    isEmpty || !create ? (
      actions
    ) : actions ? (
      <>
        {actions}
        {create}
      </>
    ) : (
      create
    );
  return (
    <Card>
      <CardHeader title={title} description={description} actions={header} />
      {list.isPending ? (
        <div className="px-4 py-6 sm:px-6">
          <Spinner label={`Loading ${noun[1]}`} />
        </div>
      ) : null}
      {list.isError && !list.data ? <RetryAlert message={failure} onRetry={() => list.refetch()} className="px-4 py-4 text-sm text-danger sm:px-6" /> : null}
      {isEmpty ? <EmptyState compact headingLevel={3} {...empty} action={create ?? undefined} /> : null}
      {items.length > 0 ? (
        <ul aria-label={title} aria-busy={list.isFetching || undefined} className="divide-y divide-border">
          {items.map((item) => (
            <li key={itemKey(item)} className="px-4 py-3 sm:px-6">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && list.data.meta.total > 0 ? (
        <div className="border-t border-border px-4 py-3 sm:px-6">
          <Pager meta={list.data.meta} onPage={list.setPage} noun={noun} busy={list.isFetching} />
        </div>
      ) : null}
    </Card>
  );
}
