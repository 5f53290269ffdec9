/**
 * The query keys and list queries of the workspace list screens (files, insights, meetings, tasks,
 * resources in insights), shared by the browser hooks and the server pages that prefetch the first
 * page into the same key, so hydration finds it and nothing is fetched again. Plain functions (no
 * 'use client'): a server component calling them gets the functions, not client references.
 */
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { readWhen } from '@/lib/meetings/meeting-url-state';
import { readTaskFilters, taskFiltersToQuery } from '@/lib/tasks/task-filters';
import { filtersToQuery, readFilters } from './filter-params';

/** Each key lives under its area's prefix, which the live events invalidate. */
export const fileListKey = (query: ApiQuery) => [...queryKeys.files, 'list', query] as const;
export const insightListKey = (query: ApiQuery) => [...queryKeys.insights, 'list', query] as const;
export const attachedResourcesKey = (query: ApiQuery) => [...queryKeys.insightResources, query] as const;
export const meetingListKey = (query: ApiQuery) => [...queryKeys.meetings, 'list', query] as const;
export const taskListKey = (query: ApiQuery) => [...queryKeys.tasks, 'list', query] as const;

/** The files or insights query of a numeric workspace's screen at this URL (`useContentFilters` computes the same). */
export const contentListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => filtersToQuery(readFilters(params), [workspaceId]);

/** The meetings query: the global filters and Upcoming / Past / All (`useMeetingsUrl`). */
export const meetingsListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => ({ ...contentListQuery(workspaceId, params), when: readWhen(params) });

/** The tasks query: the global filters and the task filters (`useTaskUrl`). */
export const tasksListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => ({ ...contentListQuery(workspaceId, params), ...taskFiltersToQuery(readTaskFilters(params)) });

/** "Resources in insights" of the route's workspaces: search and page are the section's own state, not the URL's. */
export const attachedResourcesQuery = (scope: readonly number[], search = '', page = 1): ApiQuery => ({
  page,
  per_page: 20,
  workspace_ids: scope.join(',') || undefined,
  search: search || undefined,
});

/** A list query as the upstream's query string (what `apiUrl` sends: null and undefined left out). */
export function toSearchParams(query: ApiQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) out[key] = String(value);
  return out;
}
