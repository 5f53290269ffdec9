'use client';

import { useMemo, useState } from 'react';
import { DOCUMENT_CATEGORIES } from '@/lib/contract/values';
import type { DocumentCategory } from '@/lib/contract/content-common';
import type { FilterField } from '@/lib/ui/filter-fields';
import { useSelectionWorkspaces } from '@/lib/workspaces/use-selection-workspaces';
import { recordOptions, useWorkspaceDates, useWorkspaceRecordOptions } from './use-filter-options';
import { useContentFiltersOf } from './use-content-filters';

export type ContentFilterShow = { retailers?: boolean; brands?: boolean; products?: boolean; category?: boolean; dates?: boolean | 'unbounded' };

type Lazy = 'workspaces' | 'retailers' | 'brands' | 'products' | 'dates';
const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: c }));
const toIds = (values: readonly string[]) => values.map(Number);
const toValues = (ids: readonly number[]) => ids.map(String);

/**
 * Section 2's global filters (workspaces on `all`, retailers, brands, products, category, dates) as
 * the "Filter" menu's fields, written to the URL under the API's names as before. The option lists
 * are read on intent (the field highlighted in the menu) or when a value is already chosen (for its
 * name on the chip), not with the page: the list comes first.
 */
export function useContentFilterFields(
  workspaceId: string,
  search: string,
  show: ContentFilterShow,
  dateLegend: string,
  datePresets: 'past' | 'future' | 'both',
) {
  const { filters, query, set } = useContentFiltersOf(workspaceId, search);
  const isAll = workspaceId === 'all';
  const scopeIds = typeof query.workspace_ids === 'string' ? query.workspace_ids : '';
  const [wanted, setWanted] = useState<Partial<Record<Lazy, true>>>({});
  const want = (kind: Lazy) => () => setWanted((w) => (w[kind] ? w : { ...w, [kind]: true }));
  const selection = useSelectionWorkspaces(isAll && (Boolean(wanted.workspaces) || filters.workspaceIds.length > 0));
  const retailers = useWorkspaceRecordOptions('retailers', scopeIds, Boolean(show.retailers) && (Boolean(wanted.retailers) || filters.retailerIds.length > 0));
  const brands = useWorkspaceRecordOptions('brands', scopeIds, Boolean(show.brands) && (Boolean(wanted.brands) || filters.brandIds.length > 0));
  const products = useWorkspaceRecordOptions('products', scopeIds, Boolean(show.products) && (Boolean(wanted.products) || filters.productIds.length > 0));
  const dates = useWorkspaceDates(scopeIds, show.dates === true && Boolean(wanted.dates || filters.dateFrom || filters.dateTo));
  const several = isAll;

  return useMemo(() => {
    const fields: FilterField[] = [];
    const many = (
      id: string,
      label: string,
      kind: Lazy,
      options: { value: number; label: string }[],
      loading: boolean,
      value: number[],
      key: keyof typeof filters,
    ) =>
      fields.push({
        id,
        label,
        kind: 'many',
        options: options.map((o) => ({ value: String(o.value), label: o.label })),
        loading,
        value: toValues(value),
        setMany: (next) => set({ [key]: toIds(next) }),
        onIntent: want(kind),
      });
    if (isAll)
      many(
        'workspace_ids',
        'Workspaces',
        'workspaces',
        selection.workspaces.map((w) => ({ value: w.id, label: w.name })),
        selection.isPending,
        filters.workspaceIds,
        'workspaceIds',
      );
    if (show.retailers)
      many('retailer_ids', 'Retailers', 'retailers', recordOptions(retailers.data, several), retailers.isPending, filters.retailerIds, 'retailerIds');
    if (show.brands) many('brand_ids', 'Brands', 'brands', recordOptions(brands.data, several), brands.isPending, filters.brandIds, 'brandIds');
    if (show.products) many('product_ids', 'Products', 'products', recordOptions(products.data, several), products.isPending, filters.productIds, 'productIds');
    if (show.category)
      fields.push({
        id: 'category',
        label: 'Category',
        kind: 'one',
        options: CATEGORY_OPTIONS,
        value: filters.category,
        setOne: (value) => set({ category: value as DocumentCategory | null }),
      });
    if (show.dates)
      fields.push({
        id: 'date',
        label: dateLegend,
        kind: 'dates',
        presets: datePresets,
        value: { from: filters.dateFrom, to: filters.dateTo },
        min: show.dates === true ? (dates.data?.first ?? undefined) : undefined,
        max: show.dates === true ? (dates.data?.last ?? undefined) : undefined,
        setDates: (range) => set({ dateFrom: range.from, dateTo: range.to }),
        onIntent: want('dates'),
      });
    return fields;
    // `want` is rebuilt each render but only calls setWanted: left out on purpose.
  }, [
    filters,
    set,
    isAll,
    show,
    dateLegend,
    datePresets,
    selection.workspaces,
    selection.isPending,
    retailers.data,
    retailers.isPending,
    brands.data,
    brands.isPending,
    products.data,
    products.isPending,
    dates.data,
    several,
  ]);
}
