import { DOCUMENT_CATEGORIES } from '@/lib/contract/values';
import type { DocumentCategory } from '@/lib/contract/content-common';
import type { ApiQuery } from '@/lib/api/api-fetch';

/**
 * Section 2's global filters as URL state. The page URL uses the API's own parameter names
 * (`workspace_ids`, `retailer_ids`, `brand_ids`, `product_ids`, `category`, `date_from`, `date_to`,
 * `search`, `page`), so a filtered view can be shared and the list query is the URL itself.
 * Other parameters of the page (`fileId`, `insightId`, `preselectedResources`) are left alone.
 */
export type ContentFilters = {
  workspaceIds: number[];
  retailerIds: number[];
  brandIds: number[];
  productIds: number[];
  category: DocumentCategory | null;
  dateFrom: string | null;
  dateTo: string | null;
  search: string;
  page: number;
};

export const EMPTY_FILTERS: ContentFilters = {
  workspaceIds: [],
  retailerIds: [],
  brandIds: [],
  productIds: [],
  category: null,
  dateFrom: null,
  dateTo: null,
  search: '',
  page: 1,
};

const KEYS = {
  workspaceIds: 'workspace_ids',
  retailerIds: 'retailer_ids',
  brandIds: 'brand_ids',
  productIds: 'product_ids',
  category: 'category',
  dateFrom: 'date_from',
  dateTo: 'date_to',
  search: 'search',
  page: 'page',
} as const;

const ids = (v: string | null): number[] => [
  ...new Set(
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d{1,10}$/.test(s))
      .map(Number)
      .filter((n) => n > 0),
  ),
];
const date = (v: string | null): string | null => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

/** Reads the filters from a URL; anything malformed reads as "not set" (a shared URL never breaks the page). */
export function readFilters(params: URLSearchParams): ContentFilters {
  const category = params.get(KEYS.category);
  const page = Number(params.get(KEYS.page));
  return {
    workspaceIds: ids(params.get(KEYS.workspaceIds)),
    retailerIds: ids(params.get(KEYS.retailerIds)),
    brandIds: ids(params.get(KEYS.brandIds)),
    productIds: ids(params.get(KEYS.productIds)),
    category: (DOCUMENT_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as DocumentCategory) : null,
    dateFrom: date(params.get(KEYS.dateFrom)),
    dateTo: date(params.get(KEYS.dateTo)),
    search: (params.get(KEYS.search) ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes a change into the URL parameters; any change other than `page` goes back to page 1. Defaults are omitted. */
export function writeFilters(params: URLSearchParams, patch: Partial<ContentFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: ContentFilters = { ...readFilters(params), ...patch };
  if (!('page' in patch)) merged.page = 1;
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(KEYS.workspaceIds, merged.workspaceIds.join(','));
  set(KEYS.retailerIds, merged.retailerIds.join(','));
  set(KEYS.brandIds, merged.brandIds.join(','));
  set(KEYS.productIds, merged.productIds.join(','));
  set(KEYS.category, merged.category);
  set(KEYS.dateFrom, merged.dateFrom);
  set(KEYS.dateTo, merged.dateTo);
  set(KEYS.search, merged.search.trim() || null);
  set(KEYS.page, merged.page > 1 ? String(merged.page) : null);
  return next;
}

/**
 * The list call's query. `scope` is the route's workspaces: `[id]` for a numeric workspace, the
 * saved selection for `all` (empty: every visible workspace). A workspaces filter narrows the scope.
 */
export function filtersToQuery(f: ContentFilters, scope: readonly number[], perPage = 20): ApiQuery {
  const narrowed =
    f.workspaceIds.length && scope.length ? f.workspaceIds.filter((id) => scope.includes(id)) : f.workspaceIds.length ? f.workspaceIds : [...scope];
  return {
    workspace_ids: narrowed.join(',') || undefined,
    retailer_ids: f.retailerIds.join(',') || undefined,
    brand_ids: f.brandIds.join(',') || undefined,
    product_ids: f.productIds.join(',') || undefined,
    category: f.category ?? undefined,
    date_from: f.dateFrom ?? undefined,
    date_to: f.dateTo ?? undefined,
    search: f.search.trim() || undefined,
    page: f.page,
    per_page: perPage,
  };
}

/** How many filters are set (for a "Filters (3)" badge and a "Clear filters" button). */
export const activeFilterCount = (f: ContentFilters): number =>
  [f.workspaceIds.length, f.retailerIds.length, f.brandIds.length, f.productIds.length, f.category, f.dateFrom || f.dateTo, f.search.trim()].filter(Boolean)
    .length;
