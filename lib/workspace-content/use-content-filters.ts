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
  const pathname = usePathname();
  const params = useSearchParams();
  const scope = useWorkspaceScope(workspaceId);
  const filters = useMemo(() => readFilters(new URLSearchParams(params.toString())), [params]);
  const query = useMemo(() => filtersToQuery(filters, scope), [filters, scope]);

  const set = useCallback(
    (patch: Partial<ContentFilters>) => {
      const qs = writeFilters(new URLSearchParams(params.toString()), patch).toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [params, pathname],
  );
  const clear = useCallback(() => set({ ...EMPTY_FILTERS }), [set]);

  return { filters, query, scope, set, clear };
}
