'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { fetchPage } from '@/lib/directories/fetch-page';
import { activeFilterCount } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import { readRecordSort, writeRecordSort } from './list-sort';
import type { RecordSort } from './list-sort';
import { recordMessages } from './messages';
import { recordsApi } from './paths';

/**
 * The workspace retailers list: the global filters (retailers, dates, free text) and the sort from
 * the URL, 20 a page. The path names the workspace, so the filters' `workspace_ids` is not sent.
 */
export function useRetailerList(workspaceId: number) {
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = useContentFilters(String(workspaceId));
  const sort = useMemo(() => readRecordSort(new URLSearchParams(params.toString())), [params]);
  const query = useMemo(() => ({ ...filters.query, workspace_ids: undefined, sort }), [filters.query, sort]);
  const fallback = recordMessages('retailers').fetchList;

  const list = useQuery({
    queryKey: [...queryKeys.workspaceRecords('retailers'), 'list', workspaceId, query],
    queryFn: () => fetchPage<WorkspaceRetailer>(recordsApi(workspaceId, 'retailers'), query, fallback),
    placeholderData: keepPreviousData,
  });
  useErrorToast(list.error, fallback);

  const setSort = useCallback(
    (next: RecordSort) => {
      const qs = writeRecordSort(new URLSearchParams(params.toString()), next).toString();
      // Like the filters: the URL changes without a server render; React Query fetches the list.
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [params, pathname],
  );

  return { list, sort, setSort, setPage: (page: number) => filters.set({ page }), filtered: activeFilterCount(filters.filters) > 0, clear: filters.clear };
}
