'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { Overview } from '@/lib/contract/user';
import { adminTeamsOf } from '@/lib/teams/memberships';
import { fetchMyTeams, fetchTeam } from '@/lib/teams/team-queries';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { gettingStarted } from './getting-started';
import type { Setup } from './getting-started';

/** Admin teams read for their pending invites: enough to tell "invite sent" for a new user's first teams. */
const INVITE_PROBE = 3;

export const fetchOverview = () => apiData<Overview>('user/overview', { fallback: 'Error getting user overview' });

/**
 * The checklist's facts, from the queries home and the shell already run (same keys, so they are
 * shared and kept fresh by mutations and live events): the overview, the caller's teams and
 * `workspaces/all`. Only when no team has a second member yet are up to three admin teams read for
 * their pending invites. `setup` is null until the lists have arrived.
 */
export function useSetup(): { setup: Setup | null; overview: Overview | undefined; invited: boolean; isError: boolean; retry: () => void } {
  const overview = useQuery({ queryKey: queryKeys.overview, queryFn: fetchOverview });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const workspaces = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const probe = teams.data && !teams.data.some((t) => t.members_count > 1) ? adminTeamsOf(teams.data).slice(0, INVITE_PROBE) : [];
  // INVITE_PROBE fixed slots rather than useQueries: home's first load then does without React
  // Query's QueriesObserver (~1.1 kB, decision 0014). An empty slot waits, disabled, under team 0 (no team).
  const slot = (i: number) => ({ queryKey: queryKeys.team(probe[i]?.id ?? 0), queryFn: () => fetchTeam(probe[i]?.id ?? 0), enabled: i < probe.length });
  const details = [useQuery(slot(0)), useQuery(slot(1)), useQuery(slot(2))].slice(0, probe.length);
  const invitesSent = details.every((d) => d.data) ? details.reduce((n, d) => n + (d.data?.invites?.length ?? 0), 0) : undefined;

  const ready = overview.data && teams.data && workspaces.data;
  const setup = ready
    ? gettingStarted({
        teams: teams.data,
        companiesCount: overview.data.companies_count,
        workspaces: workspaces.data,
        invitesSent,
        invitesReceived: overview.data.pending_invites_count,
      })
    : null;
  const retry = () => {
    for (const q of [overview, teams, workspaces]) if (q.isError) void q.refetch();
  };
  // Joined someone else's team, or invited to: their business details are not asked for.
  const invited = Boolean(teams.data?.some((t) => t.role === 'member') || overview.data?.pending_invites_count);
  return { setup, overview: overview.data, invited, isError: overview.isError || teams.isError || workspaces.isError, retry };
}
