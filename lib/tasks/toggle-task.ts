/**
 * Complete or reopen a task or subtask (`POST tasks/{id}/complete|incomplete`), optimistically: every
 * cached list and detail shows the new state at once; a failure puts it back and toasts, and the
 * refetch after either settles what the upstream decided (progress, overdue, a status filter).
 * A plain function (no React Query mutation), so the task list can load it after its first paint
 * (use-deferred-toggle.ts); useToggleTask wraps it with a pending flag for the detail.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-fetch';
import { errorMessages } from '@/lib/api/error-messages';
import { queryKeys } from '@/lib/api/query-keys';
import type { Task } from '@/lib/contract/tasks';
import { toast } from '@/lib/toasts/toast-store';
import { TASK_MSG, toggleToastTitle } from './messages';
import { patchCached } from './optimistic';
import { taskActionApi } from './task-paths';

/** Where tasks are cached: task lists and details, and meetings (their tasks panel). */
const HOLDERS = [queryKeys.tasks, queryKeys.meetings];

const apply = (queryClient: QueryClient, id: number, completed: boolean) => {
  for (const queryKey of HOLDERS) queryClient.setQueriesData({ queryKey }, (old: unknown) => patchCached(old, id, completed));
};

/** Resolves to the task as the upstream left it, or false after a failure (already toasted and rolled back). */
export async function toggleTask(queryClient: QueryClient, id: number, completed: boolean, subtask = false): Promise<Task | false> {
  // A refetch already on its way would overwrite the optimistic state with the old one.
  await Promise.all(HOLDERS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  apply(queryClient, id, completed);
  const res = await apiFetch<Task>(taskActionApi(id, completed ? 'complete' : 'incomplete'), { method: 'POST', fallback: TASK_MSG.update }).catch(() => null);
  if (res?.ok) {
    toast.success(toggleToastTitle(completed, subtask));
    await Promise.all(HOLDERS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return res.data;
  }
  // A failed answer carries its messages (the fallback among them); a call that never answered has none.
  toast.error('Error', res ? res.messages : errorMessages(undefined, TASK_MSG.update));
  apply(queryClient, id, !completed);
  for (const queryKey of HOLDERS) void queryClient.invalidateQueries({ queryKey });
  return false;
}
