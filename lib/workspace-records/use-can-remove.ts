'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { membershipsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { workspaceLinks } from '@/lib/workspaces/links';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';
import { canRemoveRecord } from './can-remove';

/** `canRemoveRecord` from the cached workspace and teams; false until both have loaded. */
export function useCanRemove(workspaceId: number, createdById: number | null, userId: number | null): boolean {
  const ws = useQuery({ queryKey: queryKeys.workspace(workspaceId), queryFn: () => fetchWorkspace(workspaceId) });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  if (!ws.data || !teams.data) return false;
  return canRemoveRecord({ userId, createdById, memberships: membershipsOf(teams.data), workspace: workspaceLinks(ws.data) });
}
