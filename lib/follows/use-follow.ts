'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { FollowKind, FollowState } from '@/lib/contract/follows';

export const FOLLOW_MSG = { load: 'Error loading follow state', change: 'Error changing follow state' } as const;

export const followApi = (kind: FollowKind, id: number) => `follows/${kind}/${id}`;
export const followKey = (kind: FollowKind, id: number) => ['follows', kind, id] as const;

/**
 * Whether the signed-in user follows a record, and the toggle: `PUT` follows, `DELETE` unfollows
 * (and the unfollow sticks: commenting or being assigned later does not follow again).
 */
export function useFollow(kind: FollowKind, id: number) {
  const queryClient = useQueryClient();
  const key = followKey(kind, id);
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiData<FollowState>(followApi(kind, id), { signal, fallback: FOLLOW_MSG.load }),
    staleTime: 30_000,
  });
  const toggle = useApiMutation<FollowState, boolean>({
    request: (follow) => apiFetch<FollowState>(followApi(kind, id), { method: follow ? 'PUT' : 'DELETE', fallback: FOLLOW_MSG.change }),
    errorFallback: FOLLOW_MSG.change,
    success: (data) =>
      data.following ? { title: 'Following', text: 'You will be notified of changes.' } : { title: 'Unfollowed', text: 'You will no longer be notified.' },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { following: state.data?.following ?? null, loading: state.isPending, failed: state.isError, toggle };
}
