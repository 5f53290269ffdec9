'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { WorkspaceDates } from '@/lib/contract/content-common';
import type { WorkspaceBrand, WorkspaceProduct, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import type { MultiSelectOption } from '@/lib/ui/multi-select-state';

type RecordKind = 'retailers' | 'brands' | 'products';
type RecordOf = { retailers: WorkspaceRetailer; brands: WorkspaceBrand; products: WorkspaceProduct };
const NOUN: Record<RecordKind, string> = { retailers: 'retailers', brands: 'brands', products: 'products' };

/**
 * Up to 100 workspace retailers, brands or products of the given workspaces (`workspaces/<kind>`)
 * as filter or form options. `workspaceIds` "" means every workspace the caller sees. The key is
 * under `queryKeys.workspaceRecords(kind)` so adding or removing a record refreshes the options.
 */
export function useWorkspaceRecordOptions<K extends RecordKind>(kind: K, workspaceIds: string, enabled = true) {
  const query = useQuery({
    queryKey: [...queryKeys.workspaceRecords(kind), 'options', workspaceIds],
    queryFn: () =>
      apiData<RecordOf[K][]>(`workspaces/${kind}`, {
        query: { workspace_ids: workspaceIds || undefined, per_page: 100 },
        fallback: `Error fetching ${NOUN[kind]}`,
      }),
    enabled,
  });
  useErrorToast(query.error, `Error fetching ${NOUN[kind]}`);
  return query;
}

/** Options labelled by name, with the workspace's name when several workspaces are in view. */
export function recordOptions(
  records: readonly { id: number; name: string; workspace_name: string }[] | undefined,
  withWorkspace: boolean,
): MultiSelectOption[] {
  return (records ?? []).map((r) => ({ value: r.id, label: withWorkspace ? `${r.name} · ${r.workspace_name}` : r.name }));
}

/** `GET workspaces/dates` for the scope: the first and last content dates bound the date filter. */
export function useWorkspaceDates(workspaceIds: string, enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.workspaceDates(workspaceIds),
    queryFn: () => apiData<WorkspaceDates>('workspaces/dates', { query: { workspace_ids: workspaceIds || undefined }, fallback: 'Error fetching dates' }),
    enabled,
  });
  useErrorToast(query.error, 'Error fetching dates');
  return query;
}
