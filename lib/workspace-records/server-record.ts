import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { dataOf } from '@/lib/contract/common';
import { workspaceBrandResource, workspaceProductResource, workspaceRetailerResource } from '@/lib/contract/workspace-records';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { loadWorkspace } from '@/lib/workspaces/server-workspaces';
import { recordApi } from './paths';
import type { RecordKind } from './kinds';

const RESOURCES = { retailers: workspaceRetailerResource, brands: workspaceBrandResource, products: workspaceProductResource } as const;

/**
 * A workspace record's detail as the browser reads it, for the first paint: the record, and the
 * workspace and teams that decide "Remove from workspace". Read in the browser instead, the whole
 * screen (its largest text with it) appeared only after hydration and a round trip (Lighthouse's
 * mobile LCP 4.1 s), and the button pushed the page down when it came. Whatever fails here is read
 * by the browser as before.
 */
export async function workspaceRecordState(kind: RecordKind, workspaceId: number, id: number): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  const [record, workspace, teams] = await Promise.all([
    upstreamJson(recordApi(workspaceId, kind, id), dataOf(RESOURCES[kind])),
    loadWorkspace(workspaceId),
    loadMyTeams(),
  ]);
  if (record.ok) queryClient.setQueryData(queryKeys.workspaceRecord(kind, workspaceId, id), record.data.data);
  if (workspace.ok) queryClient.setQueryData(queryKeys.workspace(workspaceId), workspace.workspace);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return dehydrate(queryClient);
}
