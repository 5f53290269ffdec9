'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { fetchMyTeams } from './team-queries';

/**
 * The company name a person gave at sign-up, while they have no team yet: their first team (and the
 * company it may create) starts from it instead of asking again. null otherwise, or until known.
 */
export function useSignupPrefill(enabled: boolean): string | null {
  const me = useCurrentUser(enabled);
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams, enabled });
  if (!enabled || !teams.data || teams.data.length > 0) return null;
  return me.data?.business?.company_name ?? null;
}
