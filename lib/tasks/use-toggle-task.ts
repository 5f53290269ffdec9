'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toggleTask } from './toggle-task';

/** toggleTask (complete or reopen, optimistically) for the task detail, with whether one is under way. */
export function useToggleTask() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(0);
  const toggle = useCallback(
    async (id: number, completed: boolean, subtask = false) => {
      setRunning((n) => n + 1);
      try {
        return await toggleTask(queryClient, id, completed, subtask);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [queryClient],
  );
  return { toggle, pending: running > 0 };
}
