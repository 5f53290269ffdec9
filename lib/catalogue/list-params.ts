import { SORTS } from '@/lib/contract/values';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';

export type ListState = { page: number; search: string; sort: CatalogueListQuery['sort'] };
export const DEFAULT_LIST_STATE: ListState = { page: 1, search: '', sort: 'name' };

export const SORT_LABELS: Record<CatalogueListQuery['sort'], string> = {
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  created_at: 'Oldest first',
  '-created_at': 'Newest first',
};

/** A list's page, search and sort from the URL, so a filtered view can be shared; bad values fall back. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').slice(0, 100),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as ListState['sort']) : DEFAULT_LIST_STATE.sort,
  };
}

/** The URL query for a list state, leaving out defaults; other parameters are kept. */
export function writeListState(params: URLSearchParams, state: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...readListState(params), ...state };
  const set = (key: string, value: string, fallback: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  set('page', String(merged.page), '1');
  set('search', merged.search.trim(), '');
  set('sort', merged.sort, DEFAULT_LIST_STATE.sort);
  return next;
}

/** The API query of a list state (page size 20 is the contract's default). */
export const listQuery = (state: ListState) => ({ page: state.page, search: state.search.trim() || undefined, sort: state.sort });
