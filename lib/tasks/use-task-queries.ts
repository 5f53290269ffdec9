'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { taskListKey } from '@/lib/workspace-content/list-query-keys';
import { TASKS_FETCH_ERROR } from './task-fetch-error';
import { fetchTask, fetchTasksPage } from './task-queries';

/** Keys live under `queryKeys.tasks`, which taskUpdated/taskDeleted (and meeting events) invalidate. */
export { taskListKey };

/** A task gone (deleted, or no longer visible): the upstream answers 404 (403 kept for other upstreams). */
export const isTaskGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

export function useTaskList(query: ApiQuery, enabled: boolean) {
  const list = useQuery({
    queryKey: taskListKey(query),
    queryFn: ({ signal }) => fetchTasksPage(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  useErrorToast(list.error, TASKS_FETCH_ERROR);
  return list;
}

/** The `?taskId=` detail. A 404 shows in the panel ("This task was deleted."), not as a toast, and is not retried. */
export function useTask(id: number | null) {
  const detail = useQuery({
    queryKey: queryKeys.task(id ?? 0),
    queryFn: () => fetchTask(id ?? 0),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  useErrorToast(detail.error, TASKS_FETCH_ERROR, isTaskGone);
  return detail;
}
