'use client';

import type { ReactNode } from 'react';
import { QueryState, failureText } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { LayersIcon, LightbulbIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { isApiError } from '@/lib/api/api-error';
import type { useInsightsList } from '@/lib/insights/use-insight-queries';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { InsightColumns, InsightRow } from './insight-row';
import { NoMatchState } from '@/components/workspace-content/no-match-state';

type Props = {
  list: ReturnType<typeof useInsightsList>;
  filtered: boolean;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  hrefFor: (id: number) => string;
  onOpen: (id: number) => void;
  /** The "New insight" button for the empty state (null when the caller may not create here). */
  createAction: ReactNode;
};

/** The paged insights with loading, failure, "none yet" and "none match" states. */
export function InsightList({ list, filtered, onClearFilters, onPage, hrefFor, onOpen, createAction }: Props) {
  if (list.isError && !list.data && isApiError(list.error) && list.error.status === 404) {
    return <EmptyState icon={LayersIcon} title="Workspace not found" description="It does not exist, or none of your teams is part of it." />;
  }
  const empty = filtered ? (
    <NoMatchState title="No insights match" description="Try other filters, or clear them to see every insight." onClear={onClearFilters} link />
  ) : (
    <EmptyState
      icon={LightbulbIcon}
      title="No insights yet"
      description="Insights capture what the team learns about retailers, brands and products."
      action={createAction}
    />
  );
  return (
    <QueryState
      data={list.data}
      pending={list.isPending}
      failed={list.error ? failureText(list.error, INSIGHT_MSG.fetch) : null}
      onRetry={list.refetch}
      label="insights"
      isEmpty={(page) => page.data.length === 0}
      empty={empty}
    >
      {({ data, meta }) => (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-card border border-border bg-surface" aria-busy={list.isFetching || undefined}>
            <InsightColumns />
            <ul aria-label="Insights" className="divide-y divide-border">
              {data.map((insight) => (
                <InsightRow key={insight.id} insight={insight} href={hrefFor(insight.id)} onOpen={onOpen} />
              ))}
            </ul>
          </div>
          <Pager meta={meta} onPage={onPage} noun={['insight', 'insights']} busy={list.isFetching} />
        </div>
      )}
    </QueryState>
  );
}
