'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

const load = () => import('./toggle-task');

/**
 * The task list's tick (toggle-task.ts): its code loads once the list is up, not in the screen's
 * first load (decision 0014); a tick before it has arrived waits for it.
 */
export function useDeferredToggle(): (id: number, completed: boolean) => Promise<unknown> {
  const queryClient = useQueryClient();
  useEffect(() => {
    void load();
  }, []);
  return useCallback(async (id: number, completed: boolean) => (await load()).toggleTask(queryClient, id, completed), [queryClient]);
}
