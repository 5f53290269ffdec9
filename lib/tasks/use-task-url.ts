'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { activeFilterCount, EMPTY_FILTERS, writeFilters } from '@/lib/workspace-content/filter-params';
import { useContentFilters } from '@/lib/workspace-content/use-content-filters';
import {
  activeTaskFilterCount,
  DEFAULT_TASK_STATUS,
  EMPTY_TASK_FILTERS,
  readTaskFilters,
  readTaskId,
  taskFiltersToQuery,
  withTaskId,
  writeTaskFilters,
} from './task-filters';

/**
 * The tasks screen's URL: the global filters (`useContentFilters`), the task filters and the open
 * task. Changes go through history.replaceState like the global filters, so the server page does
 * not re-render and React Query keeps the list.
 */
export function useTaskUrl(workspaceId: string) {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const content = useContentFilters(workspaceId);
  const taskFilters = useMemo(() => readTaskFilters(new URLSearchParams(search)), [search]);
  const taskId = useMemo(() => readTaskId(new URLSearchParams(search)), [search]);
  const query = useMemo(() => ({ ...content.query, ...taskFiltersToQuery(taskFilters) }), [content.query, taskFilters]);

  const replace = useCallback(
    (next: URLSearchParams) => {
      const qs = next.toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname],
  );
  /** Clears the global filters and the task filters but the status (the empty state's "Clear filters"). */
  const clearAll = useCallback(
    () => replace(writeTaskFilters(writeFilters(new URLSearchParams(search), { ...EMPTY_FILTERS }), { ...EMPTY_TASK_FILTERS, status: taskFilters.status })),
    [replace, search, taskFilters.status],
  );
  /** The link of a task's detail with the current filters kept (new tab, copied link). */
  const hrefFor = useCallback((id: number) => `${pathname}?${withTaskId(new URLSearchParams(search), id).toString()}`, [pathname, search]);
  const openTask = useCallback((id: number) => replace(withTaskId(new URLSearchParams(search), id)), [replace, search]);
  const closeTask = useCallback(() => replace(withTaskId(new URLSearchParams(search), null)), [replace, search]);

  return {
    ...content,
    query,
    taskFilters,
    taskId,
    /** Filters that can empty the list (the status has its own empty texts). */
    filtered: activeFilterCount(content.filters) + activeTaskFilterCount({ ...taskFilters, status: DEFAULT_TASK_STATUS }) > 0,
    clearAll,
    hrefFor,
    openTask,
    closeTask,
  };
}
