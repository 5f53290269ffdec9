'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Task } from '@/lib/contract/tasks';
import { TASK_MSG, toggleToastTitle } from './messages';
import { patchCached } from './optimistic';
import { taskActionApi } from './task-paths';

type Toggle = { id: number; completed: boolean; subtask: boolean };
/** Where tasks are cached: task lists and details, and meetings (their tasks panel). */
const HOLDERS = [queryKeys.tasks, queryKeys.meetings];

/**
 * Complete or reopen a task or subtask (`POST tasks/{id}/complete|incomplete`), optimistically: every
 * cached list and detail shows the new state at once; a failure puts it back and toasts, and the
 * refetch after either settles what the upstream decided (progress, overdue, a status filter).
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (id: number, completed: boolean) => {
      for (const queryKey of HOLDERS) queryClient.setQueriesData({ queryKey }, (old: unknown) => patchCached(old, id, completed));
    },
    [queryClient],
  );
  const mutation = useApiMutation<Task, Toggle>({
    request: ({ id, completed }) => apiFetch<Task>(taskActionApi(id, completed ? 'complete' : 'incomplete'), { method: 'POST' }),
    errorFallback: TASK_MSG.update,
    success: (_, { completed, subtask }) => ({ title: toggleToastTitle(completed, subtask) }),
    invalidate: HOLDERS,
    onError: (_, { id, completed }) => {
      apply(id, !completed);
      for (const queryKey of HOLDERS) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const { run } = mutation;
  const toggle = useCallback(
    async (id: number, completed: boolean, subtask = false) => {
      // A refetch already on its way would overwrite the optimistic state with the old one.
      await Promise.all(HOLDERS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      apply(id, completed);
      return run({ id, completed, subtask });
    },
    [apply, queryClient, run],
  );
  return { toggle, pending: mutation.isPending };
}
