'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { creatableWorkspaces } from './creatable-workspaces';

/** The caller's workspaces where content may be created, from the shared `workspaces/all` and `teams` reads. */
export function useCreatableWorkspaces() {
  const all = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const workspaces = useMemo(() => (all.data && teams.data ? creatableWorkspaces(all.data, teams.data) : []), [all.data, teams.data]);
  return { workspaces, ready: Boolean(all.data && teams.data), all: all.data ?? [] };
}
