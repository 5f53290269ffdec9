'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Workspace } from '@/lib/contract/workspaces';

async function fetchAllWorkspaces(): Promise<Workspace[]> {
  const res = await apiFetch<Workspace[]>('workspaces/all', { fallback: 'Failed to fetch all workspaces' });
  if (!res.ok) throw new ApiError(res);
  return Array.isArray(res.data) ? res.data : [];
}

/**
 * The user's approved workspaces from `GET workspaces/all` (it also returns pending and
 * disapproved requests, which cannot be opened). The header and sidebar are on every page, so a
 * failure shows inline where the list is drawn instead of a toast on each navigation.
 */
export function useMyWorkspaces() {
  const query = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const workspaces = (query.data ?? []).filter((w) => w.approval_status === 'approved');
  return { workspaces, isPending: query.isPending, isError: query.isError, error: query.error, refetch: query.refetch };
}
