/** Browser reads of insights through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch, failure } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { collectPages } from '@/lib/api/collect-pages';
import type { PageOf } from '@/lib/api/collect-pages';
import type { PageMeta } from '@/lib/contract/common';
import type { Insight, InsightDetail, InsightResource } from '@/lib/contract/insights';
import { readSchema } from '@/lib/workspace-content/read-schema';
import type { ReadSchemaName } from '@/lib/workspace-content/read-schema';
import { INSIGHT_MSG } from './messages';
import { INSIGHTS_API, PENDING_RESOURCES_API, RESOURCES_API, insightApi } from './insight-paths';

export type Paged<T> = { data: T[]; meta: PageMeta };

async function page<T>(path: string, query: ApiQuery, fallback: string, schema: ReadSchemaName): Promise<Paged<T>> {
  const res = await apiFetch<T[]>(path, { query, fallback, schema: readSchema(schema) });
  if (!res.ok) throw new ApiError(res);
  return res.body as Paged<T>;
}

/** `GET insights` with the global filters (`filtersToQuery`). */
export const fetchInsightsPage = (query: ApiQuery) => page<Insight>(INSIGHTS_API, query, INSIGHT_MSG.fetch, 'insightPage');

export const fetchInsight = (id: number) => apiData<InsightDetail>(insightApi(id), { fallback: INSIGHT_MSG.fetch, schema: readSchema('insightDetail') });

/** `GET insights/resources` (project addition): resources attached to insights, paged. */
export const fetchAttachedResources = (query: ApiQuery) => page<InsightResource>(RESOURCES_API, query, INSIGHT_MSG.fetch, 'insightResourcePage');

/** `GET insights/pending-resources`: every pending resource of the caller (all pages, if it is paged). */
export async function fetchPendingResources(): Promise<InsightResource[]> {
  const last: { error: ApiError | null } = { error: null };
  const items = await collectPages<InsightResource>(async (p) => {
    const res = await apiFetch<InsightResource[]>(PENDING_RESOURCES_API, { query: { page: p, per_page: 100 }, fallback: INSIGHT_MSG.fetch });
    if (res.ok) return Array.isArray(res.body) ? { data: res.body as InsightResource[] } : (res.body as PageOf<InsightResource>);
    last.error = new ApiError(res);
    return null;
  });
  if (!items) throw last.error ?? new ApiError(failure(0, undefined, INSIGHT_MSG.fetch));
  return items;
}
