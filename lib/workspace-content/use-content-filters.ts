'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import { EMPTY_FILTERS, filtersToQuery, readFilters, writeFilters } from './filter-params';
import type { ContentFilters } from './filter-params';

/** The route's workspaces: `[id]`, or for `all` the saved selection (empty = every visible one). */
export function useWorkspaceScope(workspaceId: string): readonly number[] {
  const [selected] = useSelectedWorkspaces();
  return useMemo(() => (workspaceId === 'all' ? selected : [Number(workspaceId)]), [workspaceId, selected]);
}

/**
 * Global filters of a workspace list screen, kept in the URL. `query` is ready for apiFetch;
 * `set` merges a change (back to page 1 unless the page itself changes); `clear` drops them all.
 * history.replaceState keeps the server page from re-rendering: React Query fetches the list.
 */
export function useContentFilters(workspaceId: string) {
  return useContentFiltersOf(workspaceId, useSearchParams().toString());
}

/**
 * The same from a query string given by the caller: a component that hydrates late (the lists'
 * filter bar, decision 0020) takes the URL as a prop rather than from Next's search-params context,
 * whose new value at hydration would make React drop its server HTML and paint it again.
 */
export function useContentFiltersOf(workspaceId: string, search: string) {
  const pathname = usePathname();
  const scope = useWorkspaceScope(workspaceId);
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const query = useMemo(() => filtersToQuery(filters, scope), [filters, scope]);

  const set = useCallback(
    (patch: Partial<ContentFilters>) => {
      const qs = writeFilters(new URLSearchParams(search), patch).toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [search, pathname],
  );
  const clear = useCallback(() => set({ ...EMPTY_FILTERS }), [set]);

  return { filters, query, scope, set, clear };
}
