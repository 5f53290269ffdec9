'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { creatableInRoute, creatableWorkspaces } from './creatable-workspaces';
import { useSelectedWorkspaces } from './selected-workspaces';
import { fetchAllWorkspaces } from './workspace-queries';

/**
 * The caller's workspaces where content may be created (section 6), from the shared `workspaces/all`
 * and `teams` reads: `workspaces` (every creatable one), `all` (every workspace the caller sees) and
 * `ready` once both reads answered. `inRoute` is the creatable ones the route `workspaceId` shows:
 * the current one, or for `all` the saved selection (every creatable one when nothing is selected).
 */
export function useCreatableWorkspaces(workspaceId = 'all') {
  const hydrated = useHydrated();
  const [selected] = useSelectedWorkspaces();
  const all = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const workspaces = useMemo(() => (all.data && teams.data ? creatableWorkspaces(all.data, teams.data) : []), [all.data, teams.data]);
  const inRoute = useMemo(() => creatableInRoute(workspaceId, workspaces, selected, hydrated), [workspaceId, workspaces, selected, hydrated]);
  return { workspaces, inRoute, ready: Boolean(all.data && teams.data), all: all.data ?? [] };
}
