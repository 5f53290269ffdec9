'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { SearchResult } from '@/lib/contract/search';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { optionsOf, SEARCH_DELAY_MS, SEARCH_MSG, searchPhase, searchSections, searchTermOf } from './search-model';

/**
 * The header search: the box's text, `GET search?q=` 250 ms after the last key (2 characters at
 * least), and the result as grouped listbox sections. Earlier results stay while the next load.
 */
export function useHeaderSearch(idPrefix: string) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  const term = searchTermOf(settled);
  const query = useQuery({
    queryKey: queryKeys.search(term ?? ''),
    queryFn: ({ signal }) => apiData<SearchResult>('search', { query: { q: term }, signal, fallback: SEARCH_MSG.error }),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    // Results of a term are kept briefly: going back to it (typing, deleting) answers at once.
    staleTime: 30_000,
    retry: false,
  });
  useErrorToast(query.error, SEARCH_MSG.error);

  const typedTerm = searchTermOf(text);
  const pending = typedTerm !== term || query.isFetching;
  const result = typedTerm === null ? undefined : query.data;
  const sections = useMemo(() => searchSections(result, idPrefix), [result, idPrefix]);
  const options = useMemo(() => optionsOf(sections), [sections]);
  const phase = searchPhase({ text, settledTerm: term, result, pending, isError: query.isError });

  return {
    text,
    setText,
    /** The term typed now (null while too short), for "No results for …" and highlighting. */
    term: typedTerm,
    phase,
    pending: typedTerm !== null && pending,
    sections,
    options,
    retry: (): void => {
      void query.refetch();
    },
  };
}

export type HeaderSearchState = ReturnType<typeof useHeaderSearch>;
