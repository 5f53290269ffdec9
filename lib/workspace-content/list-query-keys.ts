/**
 * The query keys of the workspace list screens, apart from the URL readers in list-keys.ts: the
 * browser hooks need only the keys, and a files screen then does not carry the meetings' and
 * tasks' URL rules (decision 0014).
 */
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';

/** Each key lives under its area's prefix, which the live events invalidate. */
export const fileListKey = (query: ApiQuery) => [...queryKeys.files, 'list', query] as const;
export const insightListKey = (query: ApiQuery) => [...queryKeys.insights, 'list', query] as const;
export const attachedResourcesKey = (query: ApiQuery) => [...queryKeys.insightResources, query] as const;
export const meetingListKey = (query: ApiQuery) => [...queryKeys.meetings, 'list', query] as const;
export const taskListKey = (query: ApiQuery) => [...queryKeys.tasks, 'list', query] as const;
