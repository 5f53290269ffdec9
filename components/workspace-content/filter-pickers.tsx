'use client';

import { useState } from 'react';
import { DateRange } from '@/components/ui/date-range';
import { Select } from '@/components/ui/select';
import { categoryOptions } from '@/lib/contract/values';
import type { DocumentCategory } from '@/lib/contract/content-common';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { AppliedFilters } from './applied-filters';
import type { GlobalFiltersProps } from './global-filters';
import { MultiSelect } from './multi-select';
import { useSelectionWorkspaces } from '@/lib/workspaces/use-selection-workspaces';
import { recordOptions, useWorkspaceDates, useWorkspaceRecordOptions } from '@/lib/workspace-content/use-filter-options';

const CATEGORY_OPTIONS = categoryOptions(true).map((o) => ({ value: o.value ?? '', label: o.label }));

type Lazy = 'retailers' | 'brands' | 'products' | 'dates';

/**
 * The global filters' pickers (workspaces, retailers, brands, products, category, dates), the grid
 * GlobalFilters shows from `sm` up and behind "Filters" on phones. They are rendered on the server
 * and hydrate after the list (decision 0020): the list and the search box come first.
 */
export function FilterPickers({ workspaceId, show, dateLegend = 'Date' }: GlobalFiltersProps) {
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
  const count = activeFilterCount(filters);
  const severalWorkspaces = isAll;
  const first = show.dates === true ? (dates.data?.first ?? undefined) : undefined;
  const last = show.dates === true ? (dates.data?.last ?? undefined) : undefined;

  return (
    <>
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
          <MultiSelect
            label="Retailers"
            options={recordOptions(retailers.data, severalWorkspaces)}
            loading={retailers.isPending}
            value={filters.retailerIds}
            onChange={(ids) => set({ retailerIds: ids })}
          />
        </div>
      ) : null}
      {show.brands ? (
        <div {...intent('brands')}>
          <MultiSelect
            label="Brands"
            options={recordOptions(brands.data, severalWorkspaces)}
            loading={brands.isPending}
            value={filters.brandIds}
            onChange={(ids) => set({ brandIds: ids })}
          />
        </div>
      ) : null}
      {show.products ? (
        <div {...intent('products')}>
          <MultiSelect
            label="Products"
            options={recordOptions(products.data, severalWorkspaces)}
            loading={products.isPending}
            value={filters.productIds}
            onChange={(ids) => set({ productIds: ids })}
          />
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
          <AppliedFilters count={count} onClear={clear} />
        </div>
      ) : null}
    </>
  );
}
