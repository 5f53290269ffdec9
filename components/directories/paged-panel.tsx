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
  /** Header buttons (e.g. "Add contact"). */
  actions?: ReactNode;
  list: PagedList<T>;
  /** [singular, plural] for the pager and the loading text. */
  noun: [string, string];
  /** Shown when the list is empty: a line of text, or the kind's empty state (icon, title, description). */
  empty: string | Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  /** Error text (section 8 fallback). */
  failure: string;
  itemKey: (item: T) => number | string;
  renderItem: (item: T) => ReactNode;
};

/** A card with a paged related list: loading, error with retry, empty text, rows and the pager. */
export function PagedPanel<T>({ title, description, actions, list, noun, empty, failure, itemKey, renderItem }: PagedPanelProps<T>) {
  const items = list.data?.data ?? [];
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      {list.isPending ? (
        <div className="px-4 py-6 sm:px-6">
          <Spinner label={`Loading ${noun[1]}`} />
        </div>
      ) : null}
      {list.isError && !list.data ? <RetryAlert message={failure} onRetry={() => list.refetch()} className="px-4 py-4 text-sm text-danger sm:px-6" /> : null}
      {list.data && items.length === 0 ? (
        typeof empty === 'string' ? (
          <p className="px-4 py-6 text-sm text-muted-foreground sm:px-6">{empty}</p>
        ) : (
          <EmptyState compact headingLevel={3} {...empty} />
        )
      ) : null}
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
