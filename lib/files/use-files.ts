'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { ApiError, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { PageMeta } from '@/lib/contract/common';
import type { FileDetail, FileRecord } from '@/lib/contract/files';
import { FILE_MSG } from './messages';
import { fileListKey } from '@/lib/workspace-content/list-query-keys';
import { readSchema } from '@/lib/workspace-content/read-schema';

export type FilePage = { data: FileRecord[]; meta: PageMeta };

/** A file gone (deleted, or no longer shared with the caller): the upstream answers 404 (403 kept for other upstreams). */
export const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/** One page of `GET files` with the global filters; the key is under `queryKeys.files` (live events refresh it). */
export function useFileList(query: ApiQuery, enabled: boolean) {
  const list = useQuery({
    queryKey: fileListKey(query),
    queryFn: async (): Promise<FilePage> => {
      const res = await apiFetch<FileRecord[]>('files', { query, fallback: FILE_MSG.fetchList, schema: readSchema('filePage') });
      if (!res.ok) throw new ApiError(res);
      return res.body as FilePage;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
  useErrorToast(list.error, FILE_MSG.fetchList);
  return list;
}

/** `GET files/{id}` for the detail panel. A 404 is shown in the panel ("This file was deleted."), not toasted. */
export function useFileDetail(fileId: number | null) {
  const detail = useQuery({
    queryKey: queryKeys.file(fileId ?? 0),
    queryFn: async (): Promise<FileDetail> => {
      const res = await apiFetch<FileDetail>(`files/${fileId}`, { fallback: FILE_MSG.fetch, schema: readSchema('fileDetail') });
      if (!res.ok) throw new ApiError(res);
      return res.data;
    },
    enabled: fileId !== null,
    retry: (count, error) => !isGone(error) && count < 2,
  });
  useErrorToast(detail.error, FILE_MSG.fetch, isGone);
  return detail;
}

/** `?fileId=` of the page (a shareable URL): open sets it, close removes it. */
export function useFileParam() {
  const params = useSearchParams();
  const pathname = usePathname();
  const raw = params.get('fileId');
  const fileId = raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const hrefFor = useCallback(
    (id: number | null) => {
      const next = new URLSearchParams(params.toString());
      if (id === null) next.delete('fileId');
      else next.set('fileId', String(id));
      const qs = next.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [params, pathname],
  );
  // history.replaceState, like the global filters: useSearchParams follows it without a server
  // round trip (the page is client data), and the filters' own replaces keep one history entry.
  const open = useCallback((id: number) => window.history.replaceState(null, '', hrefFor(id)), [hrefFor]);
  const close = useCallback(() => window.history.replaceState(null, '', hrefFor(null)), [hrefFor]);
  return { fileId, open, close, hrefFor };
}
