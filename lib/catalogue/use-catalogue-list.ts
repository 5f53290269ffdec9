'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import type { PageMeta } from '@/lib/contract/common';
import { listQuery, readListState, writeListState } from './list-params';
import type { ListState } from './list-params';

export type CataloguePage<T> = { data: T[]; meta: PageMeta };

/**
 * A paged company-area list whose page, search and sort live in the URL (shareable, back button
 * works). `baseKey` is the query-key prefix mutations invalidate; `extra` adds filters.
 */
export function useCatalogueList<T>(path: string, baseKey: QueryKey, fallback: string, extra: ApiQuery = {}) {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = useMemo(() => readListState(new URLSearchParams(params.toString())), [params]);
  const extraKey = JSON.stringify(extra);

  const query = useQuery({
    queryKey: [...baseKey, 'list', state, extraKey],
    queryFn: async (): Promise<CataloguePage<T>> => {
      const res = await apiFetch<T[]>(path, { query: { ...listQuery(state), ...extra }, fallback });
      if (!res.ok) throw new ApiError(res);
      return res.body as CataloguePage<T>;
    },
    placeholderData: keepPreviousData,
  });

  const update = useCallback(
    (next: Partial<ListState>) => {
      const qs = writeListState(new URLSearchParams(params.toString()), next).toString();
      // history.replaceState updates useSearchParams without a server round trip (the list is
      // fetched by React Query), unlike router.replace which would re-render the server page.
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [params, pathname],
  );

  return { ...query, state, update };
}
