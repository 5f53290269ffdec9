'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { User } from '@/lib/contract/user';

/**
 * The signed-in user (`GET user`), read once per page: it does not change while they work. The one
 * reader of `queryKeys.user` (the meeting planner's own calendar, the first team's prefill, the lists' saved views).
 */
export function useCurrentUser(enabled = true) {
  return useQuery({
    queryKey: queryKeys.user,
    queryFn: () => apiData<User>('user', { fallback: 'Error getting user' }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}
