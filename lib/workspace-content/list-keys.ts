/**
 * The list queries of the workspace list screens (files, insights, meetings, tasks, resources in
 * insights) at a URL, for the server pages that prefetch the first page under the key the browser
 * hooks read (list-query-keys.ts), so hydration finds it and nothing is fetched again. Plain
 * functions (no 'use client'): a server component calling them gets the functions, not client
 * references.
 */
import type { ApiQuery } from '@/lib/api/api-fetch';
import { readWhen } from '@/lib/meetings/meeting-url-state';
import { readTaskFilters, taskFiltersToQuery } from '@/lib/tasks/task-filters';
import { filtersToQuery, readFilters } from './filter-params';

/** The files or insights query of a numeric workspace's screen at this URL (`useContentFilters` computes the same). */
export const contentListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => filtersToQuery(readFilters(params), [workspaceId]);

/** The meetings query: the global filters and Upcoming / Past / All (`useMeetingsUrl`). */
export const meetingsListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => ({
  ...contentListQuery(workspaceId, params),
  when: readWhen(params),
});

/** The tasks query: the global filters and the task filters (`useTaskUrl`). */
export const tasksListQuery = (workspaceId: number, params: URLSearchParams): ApiQuery => ({
  ...contentListQuery(workspaceId, params),
  ...taskFiltersToQuery(readTaskFilters(params)),
});

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
