'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { Company } from '@/lib/contract/companies';
import { fetchAll, fetchPage } from '@/lib/directories/fetch-page';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { RecordKind, RecordOfKind } from './kinds';
import { recordMessages, SUB_LIST_MSG } from './messages';
import { companiesApi, recordsApi } from './paths';
import { companyRecordIdOf } from './picker';

/** Results a page in the "Add" dialogs: enough to scan, short enough for a phone. */
export const PICKER_PAGE_SIZE = 10;

/**
 * As-you-type search of a paged company list (`search` by name, 300 ms after the last key), with
 * its own page. `path` null waits (no company chosen yet).
 */
export function usePickerSearch<T>(baseKey: QueryKey, path: string | null, fallback: string) {
  const [text, setTextState] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), 300);
  const query = useQuery({
    queryKey: [...baseKey, 'picker', path, search, page],
    queryFn: () => fetchPage<T>(path ?? '', { search: search || undefined, page, per_page: PICKER_PAGE_SIZE, sort: 'name' }, fallback),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, fallback);
  const setText = (next: string) => {
    setTextState(next);
    setPage(1);
  };
  return { ...query, text, setText, page, setPage, settling: text.trim() !== search };
}

/** The companies the caller can see, by name: the first step of "Add brand" and "Add product". */
export function useCompanyOptions(enabled: boolean) {
  const query = useQuery({
    queryKey: [...queryKeys.companies, 'workspace-picker-options'],
    queryFn: () => fetchAll<Company>(companiesApi, { sort: 'name' }, SUB_LIST_MSG.companies),
    enabled,
  });
  useErrorToast(query.error, SUB_LIST_MSG.companies);
  return query;
}

/**
 * The company records already in the workspace (their company ids), so the pickers can say "In this
 * workspace" instead of offering a second copy. The upstream refuses duplicates anyway.
 */
export function useTakenIds(kind: RecordKind, workspaceId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.workspaceRecords(kind), 'taken', workspaceId],
    queryFn: async () =>
      new Set(
        (await fetchAll<RecordOfKind[typeof kind]>(recordsApi(workspaceId, kind), {}, recordMessages(kind).fetchList)).map((r) => companyRecordIdOf(kind, r)),
      ),
    enabled,
  });
}
