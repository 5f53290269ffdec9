'use client';

import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DateRange } from '@/components/ui/date-range';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { categoryOptions } from '@/lib/contract/values';
import type { DocumentCategory } from '@/lib/contract/content-common';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { MultiSelect } from './multi-select';
import { recordOptions, useSelectionWorkspaces, useWorkspaceDates, useWorkspaceRecordOptions } from './use-filter-options';

export type GlobalFiltersProps = {
  workspaceId: string;
  /**
   * Which filters to show. `dates: true` bounds the pickers by `workspaces/dates` (files, insights,
   * retailers); `'unbounded'` leaves them open (meetings and due dates lie in the future).
   */
  show: { retailers?: boolean; brands?: boolean; products?: boolean; category?: boolean; dates?: boolean | 'unbounded' };
  /** Which day the dates filter, shown over "From"/"To": "Created", "Added", "Starts"… */
  dateLegend?: string;
};

const CATEGORY_OPTIONS = categoryOptions(true).map((o) => ({ value: o.value ?? '', label: o.label }));

type Lazy = 'retailers' | 'brands' | 'products' | 'dates';

/**
 * Section 2's global filters for a workspace list screen, kept in the URL (shareable). Search is
 * debounced; the other controls apply at once. On phones everything but the search sits behind a
 * "Filters" button.
 */
export function GlobalFilters({ workspaceId, show, dateLegend = 'Date' }: GlobalFiltersProps) {
  const { filters, query, set, clear } = useContentFilters(workspaceId);
  const isAll = workspaceId === 'all';
  // The record lists follow the workspaces in view (the workspaces filter narrows them).
  const scopeIds = typeof query.workspace_ids === 'string' ? query.workspace_ids : '';
  const selection = useSelectionWorkspaces(isAll);
  // Options are read on intent (a pointer over a picker, or focus in it), not with the page: the
  // list comes first. A value already chosen reads them at once, for its name on the trigger.
  const [wanted, setWanted] = useState<Partial<Record<Lazy, true>>>({});
  const intent = (kind: Lazy) => {
    const on = () => setWanted((w) => (w[kind] ? w : { ...w, [kind]: true }));
    return { onPointerEnter: on, onFocus: on };
  };
  const retailers = useWorkspaceRecordOptions('retailers', scopeIds, Boolean(show.retailers) && (Boolean(wanted.retailers) || filters.retailerIds.length > 0));
  const brands = useWorkspaceRecordOptions('brands', scopeIds, Boolean(show.brands) && (Boolean(wanted.brands) || filters.brandIds.length > 0));
  const products = useWorkspaceRecordOptions('products', scopeIds, Boolean(show.products) && (Boolean(wanted.products) || filters.productIds.length > 0));
  const dates = useWorkspaceDates(scopeIds, show.dates === true && Boolean(wanted.dates || filters.dateFrom || filters.dateTo));
  const [expanded, setExpanded] = useState(false);
  const panelId = `filters-${useId().replace(/:/g, '')}`;
  const count = activeFilterCount(filters);
  const severalWorkspaces = isAll;

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

  const first = show.dates === true ? (dates.data?.first ?? undefined) : undefined;
  const last = show.dates === true ? (dates.data?.last ?? undefined) : undefined;

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
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {count} {count === 1 ? 'filter' : 'filters'} applied
            </span>
            <Button variant="outline" size="small" onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </div>
      <div id={panelId} className={cn('grid-cols-1 items-end gap-2 sm:grid sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4', expanded ? 'grid' : 'hidden')}>
        {isAll ? (
          <MultiSelect
            label="Workspaces"
            options={selection.workspaces.map((w) => ({ value: w.id, label: w.name }))}
            loading={selection.isPending}
            value={filters.workspaceIds}
            onChange={(ids) => set({ workspaceIds: ids })}
          />
        ) : null}
        {show.retailers ? (
          <div {...intent('retailers')}>
            <MultiSelect label="Retailers" options={recordOptions(retailers.data, severalWorkspaces)} loading={retailers.isPending} value={filters.retailerIds} onChange={(ids) => set({ retailerIds: ids })} />
          </div>
        ) : null}
        {show.brands ? (
          <div {...intent('brands')}>
            <MultiSelect label="Brands" options={recordOptions(brands.data, severalWorkspaces)} loading={brands.isPending} value={filters.brandIds} onChange={(ids) => set({ brandIds: ids })} />
          </div>
        ) : null}
        {show.products ? (
          <div {...intent('products')}>
            <MultiSelect label="Products" options={recordOptions(products.data, severalWorkspaces)} loading={products.isPending} value={filters.productIds} onChange={(ids) => set({ productIds: ids })} />
          </div>
        ) : null}
        {show.category ? (
          <Select
            aria-label="Category"
            value={filters.category ?? ''}
            onChange={(e) => set({ category: (e.target.value || null) as DocumentCategory | null })}
            options={CATEGORY_OPTIONS}
          />
        ) : null}
        {show.dates ? (
          // Two columns from `sm` up: each picker keeps room for a whole day (no clipped "mm/d").
          <div className="min-w-0 sm:col-span-2" {...intent('dates')}>
            <DateRange
              legend={dateLegend}
              value={{ from: filters.dateFrom, to: filters.dateTo }}
              min={first}
              max={last}
              onChange={(range) => set({ dateFrom: range.from, dateTo: range.to })}
            />
          </div>
        ) : null}
        {count > 0 ? (
          <div className="flex items-center justify-between gap-2 sm:hidden">
            <span className="text-sm text-muted-foreground">
              {count} {count === 1 ? 'filter' : 'filters'} applied
            </span>
            <Button variant="outline" size="small" onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

