'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { readInsightId, readPreselected, withInsightId, withoutPreselected } from './insight-url-state';

/**
 * The open insight (`?insightId=`) and the preselected resources (`?preselectedResources=`) of the
 * insights screen. Changes go through history.replaceState, like the global filters: the server
 * page does not re-render and React Query keeps the list.
 */
export function useInsightUrl() {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const insightId = useMemo(() => readInsightId(new URLSearchParams(search)), [search]);
  const preselected = useMemo(() => readPreselected(new URLSearchParams(search)), [search]);

  const replace = useCallback(
    (next: URLSearchParams) => {
      const qs = next.toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  /** The link of an insight's detail with the current filters kept (for a new tab or a copied link). */
  const hrefFor = useCallback((id: number) => `${pathname}?${withInsightId(new URLSearchParams(search), id).toString()}`, [pathname, search]);
  const openInsight = useCallback((id: number) => replace(withInsightId(new URLSearchParams(search), id)), [replace, search]);
  const closeInsight = useCallback(() => replace(withInsightId(new URLSearchParams(search), null)), [replace, search]);
  const dropPreselected = useCallback(() => replace(withoutPreselected(new URLSearchParams(search))), [replace, search]);

  return { insightId, preselected, hrefFor, openInsight, closeInsight, dropPreselected };
}
