/** Server-side prefetch of the company-area lists and details into React Query (server components only). */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { listQuery, readListState } from '@/lib/catalogue/list-params';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { dataOf, pageOf } from '@/lib/contract/common';
import { upstreamJson } from '@/lib/upstream/upstream-json';

export type PageSearchParams = Record<string, string | string[] | undefined>;
export type PrefetchOutcome = 'ok' | 'not-found' | 'failed';

/** The page's query string as URLSearchParams (repeated values keep the first). */
export function toSearchParams(raw: PageSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out.set(key, first);
  }
  return out;
}

const asStrings = (query: ApiQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

/**
 * Loads the list page the URL asks for under the key `useCatalogueList(path, baseKey, _, extra)`
 * reads, so the first paint has data. 404/403 → 'not-found'; other failures leave the browser to fetch.
 */
export async function prefetchCatalogueList<T extends z.ZodTypeAny>(
  queryClient: QueryClient,
  options: { path: string; baseKey: QueryKey; item: T; params: URLSearchParams; extra?: ApiQuery },
): Promise<PrefetchOutcome> {
  const { path, baseKey, item, params, extra = {} } = options;
  const state = readListState(params);
  const res = await upstreamJson(path, pageOf(item), { searchParams: asStrings({ ...listQuery(state), ...extra }) });
  if (res.ok) {
    queryClient.setQueryData([...baseKey, 'list', state, JSON.stringify(extra)], res.data);
    return 'ok';
  }
  return res.status === 404 || res.status === 403 ? 'not-found' : 'failed';
}

/** Loads one record (`{ data }`) under `key`; 404/403 → 'not-found'. */
export async function prefetchRecord<T extends z.ZodTypeAny>(
  queryClient: QueryClient,
  options: { path: string; key: QueryKey; item: T },
): Promise<PrefetchOutcome> {
  const res = await upstreamJson<{ data: z.output<T> }>(options.path, dataOf(options.item) as unknown as z.ZodType<{ data: z.output<T> }>);
  if (res.ok) {
    queryClient.setQueryData(options.key, res.data.data);
    return 'ok';
  }
  return res.status === 404 || res.status === 403 ? 'not-found' : 'failed';
}
