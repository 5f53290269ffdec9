'use client';

import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import type { ExportQuery } from '@/lib/exports/export-url';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { serverRendered } from '@/lib/ui/lazy-component';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { AppliedFilters } from './applied-filters';

export type GlobalFiltersProps = {
  workspaceId: string;
  /**
   * Which filters to show. `dates: true` bounds the pickers by `workspaces/dates` (files, insights,
   * retailers); `'unbounded'` leaves them open (meetings and due dates lie in the future).
   */
  show: { retailers?: boolean; brands?: boolean; products?: boolean; category?: boolean; dates?: boolean | 'unbounded' };
  /** Which day the dates filter, shown over "From"/"To": "Created", "Added", "Starts"… */
  dateLegend?: string;
  /**
   * The list's Export menu (decision 0029) for one workspace (not `all`): its dataset, and the query
   * the list is read with when it has more than these filters (task status, meeting tab…).
   */
  exportTo?: { dataset: string; noun: string; query?: ExportQuery };
};

// The pickers paint from the server and hydrate after the list and the search box (decision 0020).
const FilterPickers = serverRendered(() => import('./filter-pickers').then((m) => m.FilterPickers));
// The Export menu is plain HTML (a disclosure of two links) that works before its chunk arrives.
const ExportMenu = serverRendered(() => import('@/components/exports/export-menu').then((m) => m.ExportMenu));

/**
 * Section 2's global filters for a workspace list screen, kept in the URL (shareable). Search is
 * debounced; the other controls apply at once. On phones everything but the search sits behind a
 * "Filters" button.
 */
export function GlobalFilters({ workspaceId, show, dateLegend = 'Date', exportTo }: GlobalFiltersProps) {
  const { filters, query, set, clear } = useContentFilters(workspaceId);
  const [expanded, setExpanded] = useState(false);
  const panelId = `filters-${useId().replace(/:/g, '')}`;
  const count = activeFilterCount(filters);

  // Free text: typed locally, pushed to the URL once it settles. A change from outside (Clear
  // filters, back/forward) replaces the text; our own pushes match it (trimmed) and leave it be.
  const [text, setText] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if (filters.search !== text.trim()) setText(filters.search);
  }
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() === filters.search.trim()) return;
    set({ search: debounced });
    // Only a settled change of the text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <section aria-label="Filters" className="space-y-3 rounded-card border border-border bg-surface p-3 shadow-xs sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <Button variant="outline" className="sm:hidden" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((e) => !e)}>
          Filters
          {count > 0 ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{count}</span> : null}
        </Button>
        {count > 0 ? (
          <div className="hidden items-center gap-2 sm:ml-auto sm:flex">
            <AppliedFilters count={count} onClear={clear} live />
          </div>
        ) : null}
        {exportTo && workspaceId !== 'all' ? (
          <ExportMenu
            target={{ scope: 'workspaces', id: Number(workspaceId), dataset: exportTo.dataset, query: exportTo.query ?? query }}
            noun={exportTo.noun}
            className={count > 0 ? undefined : 'sm:ml-auto'}
          />
        ) : null}
      </div>
      <div id={panelId} className={cn('grid-cols-1 items-end gap-2 sm:grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', expanded ? 'grid' : 'hidden')}>
        <FilterPickers workspaceId={workspaceId} show={show} dateLegend={dateLegend} />
      </div>
    </section>
  );
}
