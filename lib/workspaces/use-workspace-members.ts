'use client';

import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { MemberUser } from '@/lib/contract/teams';
import type { WorkspaceMember } from '@/lib/contract/workspaces';
import { mergeMembers } from './workspace-members';

const NONE: readonly MemberUser[] = [];

/** Strips `read_only` so members compare and render as plain users. */
const asUser = ({ id, first_name, last_name, email, image }: WorkspaceMember): MemberUser => ({ id, first_name, last_name, email, image });

export const fetchWorkspaceMembers = async (workspaceId: number): Promise<MemberUser[]> =>
  (await apiData<WorkspaceMember[]>(`workspaces/${workspaceId}/members`, { fallback: 'Failed to fetch workspaces' })).map(asUser);

/** The people of the given workspaces (one `workspaces/{id}/members` read each), plus `extra`. */
export function useWorkspaceMembers(workspaceIds: readonly number[], extra: readonly MemberUser[] = NONE, enabled = true) {
  const lists = useQueries({
    queries: workspaceIds.map((id) => ({ queryKey: queryKeys.workspaceMembers(id), queryFn: () => fetchWorkspaceMembers(id), enabled })),
  });
  // A stable key of what was loaded, so the merged list keeps its identity between renders.
  const stamp = lists.map((l) => l.dataUpdatedAt).join(',');
  const members = useMemo(
    () =>
      mergeMembers(
        lists.map((l) => l.data),
        extra,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `lists` is rebuilt each render; `stamp` says when it changed
    [stamp, extra],
  );
  return { members, isPending: enabled && lists.some((l) => l.isPending) };
}
