'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import type { Invites } from '@/lib/contract/account';
import { clearedInvites, EMPTY_INVITES, inviteCountOf, normalizeInvites } from './invite-endpoints';

/** Spec §8: failures of invite list fetches are silent (no toast); the lists just stay as they were. */
async function fetchInvites(): Promise<Invites> {
  const res = await apiFetch<unknown>('user/invites');
  if (!res.ok) throw new ApiError(res);
  return normalizeInvites(res.data);
}

/** The signed-in user's pending team and workspace invites, and inviteCount (their sum). */
export function useInvites() {
  const query = useQuery({ queryKey: queryKeys.invites, queryFn: fetchInvites });
  const invites = query.data ?? EMPTY_INVITES;
  return { invites, inviteCount: inviteCountOf(invites), isPending: query.isPending, isError: query.isError };
}

/** Spec §4 "Clearing invites empties both lists": client-side only; the next fetch brings back what is still pending. */
export function useClearInvites(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.setQueryData<Invites>(queryKeys.invites, clearedInvites()), [queryClient]);
}

/** The teams the user administers: the choices for joining a workspace they were invited to by email. */
export function useAdminTeams(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams, enabled });
  return {
    adminTeams: (query.data ?? []).filter((t) => t.role === 'admin'),
    isPending: enabled && query.isPending,
    isError: query.isError,
    retry: query.refetch,
  };
}
