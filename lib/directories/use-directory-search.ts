'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { directorySearchApi, kindMessages } from './kinds';
import { canOfferCreate, DIRECTORY_SEARCH_DELAY_MS, searchPhase, searchQueryOf } from './search-state';

/** As-you-type search of a shared directory (`GET {kind}/search?q=`), 300 ms after the last key. */
export function useDirectorySearch(kind: DirectoryKind, initialText = '') {
  const [text, setText] = useState(initialText);
  const settled = useDebouncedValue(text, DIRECTORY_SEARCH_DELAY_MS);
  const q = searchQueryOf(settled);
  const fallback = kindMessages(kind).search;
  const query = useQuery({
    queryKey: companyKeys.directorySearch(kind, q ?? ''),
    queryFn: ({ signal }) => apiData<DirectoryEntry[]>(directorySearchApi(kind), { query: { q }, signal, fallback }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
  useErrorToast(query.error, fallback);
  const results = q !== null && Array.isArray(query.data) ? query.data : undefined;
  const input = { text, settled, results, isFetching: query.isFetching, isError: query.isError };
  return {
    text,
    setText,
    /** The trimmed text, or null when empty (what a new entry would be named). */
    typed: searchQueryOf(text),
    phase: searchPhase(input),
    results: results ?? [],
    canCreate: canOfferCreate(input),
    retry: () => void query.refetch(),
  };
}
