'use client';

import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { effectiveSelection, useSelectedWorkspaces } from './selected-workspaces';
import { fetchAllWorkspaces } from './workspace-queries';

/**
 * The workspaces a `/workspace/all` screen can choose among: the saved selection limited to
 * approved workspaces the caller still sees, or every approved one when nothing is selected.
 */
export function useSelectionWorkspaces(enabled = true) {
  const [ids] = useSelectedWorkspaces();
  // The selection lives in this browser's storage; before hydration it reads as empty.
  const hydrated = useHydrated();
  const query = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces, enabled });
  useErrorToast(query.error, 'Failed to fetch all workspaces');
  const approved = (query.data ?? []).filter((w) => w.approval_status === 'approved');
  const chosen = effectiveSelection(
    ids,
    approved.map((w) => w.id),
  );
  const list = chosen.length > 0 ? chosen.flatMap((id) => approved.filter((w) => w.id === id)) : approved;
  return { workspaces: list, isPending: query.isPending || !hydrated };
}
