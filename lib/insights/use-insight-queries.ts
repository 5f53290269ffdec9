'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { isApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { attachedResourcesKey, insightListKey } from '@/lib/workspace-content/list-query-keys';
import { fetchAttachedResources, fetchInsight, fetchInsightsPage, fetchPendingResources } from './insight-queries';

/** Keys live under `queryKeys.insights`, which insightUpdated/insightDeleted invalidate (live updates). */
export { attachedResourcesKey, insightListKey };

export function useInsightsList(query: ApiQuery) {
  return useQuery({ queryKey: insightListKey(query), queryFn: () => fetchInsightsPage(query), placeholderData: keepPreviousData });
}

/** A detail that answers 404 is not retried: it was deleted, or never visible. */
export function useInsight(id: number | null) {
  return useQuery({
    queryKey: queryKeys.insight(id ?? 0),
    queryFn: () => fetchInsight(id ?? 0),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function usePendingResources(enabled = true) {
  return useQuery({ queryKey: queryKeys.pendingResources, queryFn: fetchPendingResources, enabled });
}

export function useAttachedResources(query: ApiQuery) {
  return useQuery({ queryKey: attachedResourcesKey(query), queryFn: () => fetchAttachedResources(query), placeholderData: keepPreviousData });
}
