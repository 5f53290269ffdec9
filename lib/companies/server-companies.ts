/** Server-side reads of the company area with the session (server components only: it reads the cookie). */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cache } from 'react';
import type { z } from 'zod';
import { listQuery } from '@/lib/catalogue/list-params';
import { dataOf, pageOf } from '@/lib/contract/common';
import { brandResource, productResource } from '@/lib/contract/catalogue';
import type { Brand, Product } from '@/lib/contract/catalogue';
import { companyResource } from '@/lib/contract/companies';
import type { Company } from '@/lib/contract/companies';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { catalogueListKey, listStateOf } from './list-key';
import type { PageSearchParams } from './list-key';
import { api } from './paths';

export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number };

async function loadOne<T>(path: string, schema: z.ZodTypeAny): Promise<Loaded<T>> {
  const res = await upstreamJson(path, dataOf(schema));
  return res.ok ? { ok: true, data: (res.data as { data: T }).data } : { ok: false, status: res.status };
}

// Request-cached: a segment's layout (the access check, decision 0011) and its page both read them.
export const loadCompany = cache((companyId: number) => loadOne<Company>(api.company(companyId), companyResource));
export const loadBrand = cache((companyId: number, brandId: number) => loadOne<Brand>(api.brand(companyId, brandId), brandResource));
export const loadProduct = cache((companyId: number, productId: number) => loadOne<Product>(api.product(companyId, productId), productResource));

/** A 404 (or 403) means "not yours or not there": the page answers 404, like the upstream. */
export const isMissing = (res: Loaded<unknown>) => !res.ok && (res.status === 404 || res.status === 403);

/** Prefetches the page of a catalogue list the URL asks for, under the key `useCatalogueList` reads (same `extra` filters). */
export async function prefetchList(
  queryClient: QueryClient,
  path: string,
  baseKey: QueryKey,
  searchParams: PageSearchParams,
  item: z.ZodTypeAny,
  extra: Record<string, string | number> = {},
): Promise<void> {
  const state = listStateOf(searchParams);
  const query = listQuery(state);
  const params: Record<string, string> = { page: String(query.page), sort: query.sort };
  if (query.search) params.search = query.search;
  for (const [key, value] of Object.entries(extra)) params[key] = String(value);
  const res = await upstreamJson(path, pageOf(item), { searchParams: params });
  if (res.ok) queryClient.setQueryData(catalogueListKey(baseKey, state, extra), res.data);
}
