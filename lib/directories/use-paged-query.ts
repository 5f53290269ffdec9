'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { fetchPage } from './fetch-page';
import type { Paged } from './fetch-page';

/**
 * A related list on a detail screen (20 a page, page kept in the component, not the URL: a screen
 * has several). Pages live under `key`, so invalidating it refreshes them; failures toast `fallback`.
 */
export function usePagedQuery<T>(key: QueryKey, path: string, query: ApiQuery, fallback: string) {
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: [...key, 'page', page, JSON.stringify(query)],
    queryFn: (): Promise<Paged<T>> => fetchPage<T>(path, { ...query, page }, fallback),
    placeholderData: keepPreviousData,
  });
  useErrorToast(result.error, fallback);
  const count = result.data?.data.length ?? 0;
  /** After a delete: the last item of a later page takes the list one page back. */
  const onRemoved = useCallback(() => {
    if (count <= 1 && page > 1) setPage(page - 1);
  }, [count, page]);
  return { ...result, page, setPage, onRemoved };
}

export type PagedList<T> = ReturnType<typeof usePagedQuery<T>>;
