'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Invites } from '@/lib/contract/account';
import type { Team } from '@/lib/contract/teams';
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

const TEAM_PAGE_SIZE = 100;
const MAX_TEAM_PAGES = 20;

/** Every page of `GET teams` (the list is paged) as one `Team[]`, the shape `queryKeys.teams` holds app-wide. */
async function fetchAllTeams(): Promise<Team[]> {
  const teams: Team[] = [];
  for (let page = 1; page <= MAX_TEAM_PAGES; page++) {
    const res = await apiFetch<Team[]>('teams', { query: { page, per_page: TEAM_PAGE_SIZE }, fallback: 'Failed to fetch teams' });
    if (!res.ok) throw new ApiError(res);
    const items = Array.isArray(res.data) ? res.data : [];
    teams.push(...items);
    const meta = (res.body as { meta?: { last_page?: unknown } } | null)?.meta;
    if (items.length === 0 || typeof meta?.last_page !== 'number' || page >= meta.last_page) break;
  }
  return teams;
}

/** The teams the user administers: the choices for joining a workspace they were invited to by email. */
export function useAdminTeams(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.teams, queryFn: fetchAllTeams, enabled });
  return {
    adminTeams: (query.data ?? []).filter((t) => t.role === 'admin'),
    isPending: enabled && query.isPending,
    isError: query.isError,
    retry: query.refetch,
  };
}
