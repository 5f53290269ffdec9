import type { QueryKey } from '@tanstack/react-query';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { readListState } from '@/lib/catalogue/list-params';
import type { ListState } from '@/lib/catalogue/list-params';

/** The key `useCatalogueList(path, baseKey, fallback, extra)` reads, so a server page can prefetch into it. */
export const catalogueListKey = (baseKey: QueryKey, state: ListState, extra: ApiQuery = {}): QueryKey => [...baseKey, 'list', state, JSON.stringify(extra)];

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A page's `searchParams` as the URLSearchParams the list hook reads on the client. */
export function toUrlParams(params: PageSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out.append(key, value);
    else if (Array.isArray(value)) value.forEach((v) => out.append(key, v));
  }
  return out;
}

export const listStateOf = (params: PageSearchParams): ListState => readListState(toUrlParams(params));
