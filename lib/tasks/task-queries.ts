/** Browser reads of tasks through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import type { PageMeta } from '@/lib/contract/common';
import type { Task, TaskDetail } from '@/lib/contract/tasks';
import { readSchema } from '@/lib/workspace-content/read-schema';
import { TASKS_FETCH_ERROR } from './task-fetch-error';
import { TASKS_API, taskApi } from './task-paths';

export type TaskPage = { data: Task[]; meta: PageMeta };

/** `GET tasks` with the global and task filters. */
export async function fetchTasksPage(query: ApiQuery, signal?: AbortSignal): Promise<TaskPage> {
  const res = await apiFetch<Task[]>(TASKS_API, { query, signal, fallback: TASKS_FETCH_ERROR, schema: readSchema('taskPage') });
  if (!res.ok) throw new ApiError(res);
  return res.body as TaskPage;
}

/** `GET tasks/{id}`: the task with its subtasks, assignees, files and discussions. */
export const fetchTask = (id: number): Promise<TaskDetail> =>
  apiData<TaskDetail>(taskApi(id), { fallback: TASKS_FETCH_ERROR, schema: readSchema('taskDetail') });
