'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { User } from '@/lib/contract/user';
import { fetchMyTeams } from './team-queries';

/**
 * The company name a person gave at sign-up, while they have no team yet: their first team (and the
 * company it may create) starts from it instead of asking again. null otherwise, or until known.
 */
export function useSignupPrefill(enabled: boolean): string | null {
  const me = useQuery({
    queryKey: queryKeys.user,
    queryFn: () => apiData<User>('user', { fallback: 'Error getting user' }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams, enabled });
  if (!enabled || !teams.data || teams.data.length > 0) return null;
  return me.data?.business?.company_name ?? null;
}
