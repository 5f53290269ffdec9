'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import { taskCompletionApi } from './meeting-paths';
import { MEETING_MSG } from './messages';

type Vars = { taskId: number; completed: boolean };

/**
 * Completes or reopens a task of the open meeting (`POST tasks/{id}/complete|incomplete`): the
 * checkbox flips at once; a failure flips it back (the refetch) and says why. Tasks lists follow.
 */
export function useMeetingTaskCompletion(meetingId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.meeting(meetingId);
  return useApiMutation<Task, Vars>({
    request: async ({ taskId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<MeetingDetail>(key, (m) =>
        m ? { ...m, tasks: m.tasks.map((t) => (t.id === taskId ? { ...t, completed, overdue: completed ? false : t.overdue } : t)) } : m,
      );
      return apiFetch<Task>(taskCompletionApi(taskId, completed), { method: 'POST' });
    },
    errorFallback: MEETING_MSG.taskUpdate,
    success: (_task, vars) => ({ title: vars.completed ? MEETING_MSG.taskCompleted : MEETING_MSG.taskIncomplete }),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    invalidate: [queryKeys.meetings, queryKeys.tasks],
  });
}
