'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { MeetingDetail } from '@/lib/contract/meetings';
import { toast } from '@/lib/toasts/toast-store';
import { applyOrder } from '@/lib/ui/reorder';
import { agendaApi } from './meeting-paths';
import { MEETING_MSG } from './messages';
import type { AgendaKind } from './messages';
import { createOrderQueue } from './order-queue';

/**
 * Reorders a meeting's goals or topics: the open meeting shows the new order at once (its cached
 * `GET meetings/{id}`), and `POST meetings/{id}/goal/order` (`topic/order`) saves it through
 * `createOrderQueue` (latest order wins; a failure restores the order and toasts why).
 */
export function useAgendaOrder(meetingId: number, kind: AgendaKind): (ids: number[]) => void {
  const queryClient = useQueryClient();
  const queue = useMemo(() => {
    const key = queryKeys.meeting(meetingId);
    return createOrderQueue<MeetingDetail>({
      read: () => queryClient.getQueryData<MeetingDetail>(key),
      apply: (ids) => {
        // A refetch started before this move would bring the old order back over it.
        void queryClient.cancelQueries({ queryKey: key });
        const reorder = <T extends { id: number; position: number }>(list: readonly T[]) =>
          applyOrder(list, ids).map((item, position) => ({ ...item, position }));
        queryClient.setQueryData<MeetingDetail>(key, (m) =>
          m ? (kind === 'goal' ? { ...m, goals: reorder(m.goals) } : { ...m, topics: reorder(m.topics) }) : m,
        );
      },
      save: async (ids) => {
        const res = await apiFetch(agendaApi(meetingId, kind, 'order'), { method: 'POST', json: { ids }, fallback: MEETING_MSG.update });
        return res.ok ? { ok: true } : { ok: false, messages: res.messages };
      },
      restore: (state) => queryClient.setQueryData(key, state),
      onFailed: (messages) => {
        toast.error('Error', messages);
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onSaved: () => void queryClient.invalidateQueries({ queryKey: queryKeys.meetings }),
    });
  }, [meetingId, kind, queryClient]);
  return (ids: number[]) => void queue.move(ids);
}
