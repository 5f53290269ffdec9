/**
 * Server prefetch of the workspace list screens (server components only: it reads the cookie).
 * For a numeric workspace the caller sees, the first page the URL asks for is read here under the
 * key the screen's hook reads (lib/workspace-content/list-keys.ts), so its rows are in the server
 * HTML and hydration fetches nothing. `all` is the selection saved in the browser: its list is
 * fetched there. The caller's workspaces and teams come along for the header and "New …" rights.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { collectPages } from '@/lib/api/collect-pages';
import { queryKeys } from '@/lib/api/query-keys';
import { toUrlParams } from '@/lib/companies/list-key';
import type { PageSearchParams } from '@/lib/companies/list-key';
import { pageMeta, pageOf } from '@/lib/contract/common';
import type { PageMeta } from '@/lib/contract/common';
import { fileResource } from '@/lib/contract/files';
import { insightRecord, insightResourceResource } from '@/lib/contract/insights';
import type { InsightResource } from '@/lib/contract/insights';
import { meetingResource } from '@/lib/contract/meetings';
import { taskResource } from '@/lib/contract/tasks';
import type { Workspace } from '@/lib/contract/workspaces';
import { PENDING_RESOURCES_API, RESOURCES_API } from '@/lib/insights/insight-paths';
import { loadMyTeams } from '@/lib/teams/server-teams';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { loadAllWorkspaces, loadWorkspace } from '@/lib/workspaces/server-workspaces';
import { attachedResourcesQuery, contentListQuery, meetingsListQuery, tasksListQuery, toSearchParams } from './list-keys';
import { attachedResourcesKey, fileListKey, insightListKey, meetingListKey, taskListKey } from './list-query-keys';

type Page<T = unknown> = { data: T[]; meta: PageMeta };

/** One page of an upstream list, or null when it failed (the screen's own query shows the error). */
async function loadPage<T>(path: string, query: ApiQuery, item: z.ZodType<T>): Promise<Page<T> | null> {
  const res = await upstreamJson(path, pageOf(item), { searchParams: toSearchParams(query) });
  return res.ok ? (res.data as Page<T>) : null;
}

/** What a list screen is built from: the workspace's id and how the list is read. */
type ListSpec = { path: string; item: z.ZodTypeAny; key: (query: ApiQuery) => QueryKey; query: (workspaceId: number, params: URLSearchParams) => ApiQuery };

export const LISTS = {
  files: { path: 'files', item: fileResource, key: fileListKey, query: contentListQuery },
  insights: { path: 'insights', item: insightRecord, key: insightListKey, query: contentListQuery },
  meetings: { path: 'meetings', item: meetingResource, key: meetingListKey, query: meetingsListQuery },
  tasks: { path: 'tasks', item: taskResource, key: taskListKey, query: tasksListQuery },
} satisfies Record<string, ListSpec>;

/** The numeric id of the route, or null for `all` (the layout let only `all` and digits through). */
const numericId = (workspaceId: string): number | null => (workspaceId === 'all' ? null : Number(workspaceId));

/**
 * The cache of a list screen: workspaces, teams and, for a workspace among the caller's (approved
 * ones only with `approvedOnly`, as the tasks screen asks), the list's first page the URL asks for.
 * The reads run side by side; a failed one is left to the browser.
 */
async function listScreen(queryClient: QueryClient, workspaceId: string, searchParams: PageSearchParams, list: ListSpec, approvedOnly = false): Promise<void> {
  const id = numericId(workspaceId);
  const query = id === null ? null : list.query(id, toUrlParams(searchParams));
  const [all, teams, page] = await Promise.all([loadAllWorkspaces(), loadMyTeams(), query ? loadPage(list.path, query, list.item) : null]);
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  // The upstream drops a workspace the caller cannot see and lists the others: that is not this screen's list.
  const visible = (w: Workspace) => w.id === id && (!approvedOnly || w.approval_status === 'approved');
  if (query && page && all?.some(visible)) queryClient.setQueryData(list.key(query), page);
}

/** `/workspace/{id}/files`: also the workspace itself (the header, and "not found" on the first paint). */
export async function filesScreenState(workspaceId: string, searchParams: PageSearchParams): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  const id = numericId(workspaceId);
  const [res] = await Promise.all([id === null ? null : loadWorkspace(id), listScreen(queryClient, workspaceId, searchParams, LISTS.files)]);
  if (res?.ok) queryClient.setQueryData(queryKeys.workspace(res.workspace.id), res.workspace);
  return dehydrate(queryClient);
}

export async function insightsScreenState(workspaceId: string, searchParams: PageSearchParams): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  await listScreen(queryClient, workspaceId, searchParams, LISTS.insights);
  return dehydrate(queryClient);
}

/** `now` is the instant "Past" is decided against, the same in the server render and in hydration. */
export async function meetingsScreenState(workspaceId: string, searchParams: PageSearchParams): Promise<{ state: DehydratedState; now: number }> {
  const queryClient = new QueryClient();
  await listScreen(queryClient, workspaceId, searchParams, LISTS.meetings);
  return { state: dehydrate(queryClient), now: Date.now() };
}

/** The tasks list is read for approved workspaces only (the screen explains the others); `me` marks "Assigned to me". */
export async function tasksScreenState(workspaceId: string, searchParams: PageSearchParams): Promise<{ state: DehydratedState; currentUserId: number | null }> {
  const queryClient = new QueryClient();
  const [me] = await Promise.all([getCurrentUser(), listScreen(queryClient, workspaceId, searchParams, LISTS.tasks, true)]);
  return { state: dehydrate(queryClient), currentUserId: me.ok ? me.user.id : null };
}

/** The upstream answers every pending resource at once (at most 50); pages are followed should it page them. */
const pendingList = z.object({ data: z.array(insightResourceResource), meta: pageMeta.optional() });

/** Every pending resource of the caller, read as `fetchPendingResources` reads them. */
const loadPendingResources = (): Promise<InsightResource[] | null> =>
  collectPages(async (page) => {
    const res = await upstreamJson(PENDING_RESOURCES_API, pendingList, { searchParams: toSearchParams({ page, per_page: 100 }) });
    return res.ok ? res.data : null;
  });

/** `/workspace/{id}/insight-resources`: the caller's pending resources and the first page of "Resources in insights". */
export async function insightResourcesScreenState(workspaceId: string): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  const id = numericId(workspaceId);
  const query = id === null ? null : attachedResourcesQuery([id]);
  const [all, teams, pending, attached] = await Promise.all([
    loadAllWorkspaces(),
    loadMyTeams(),
    loadPendingResources(),
    query ? loadPage(RESOURCES_API, query, insightResourceResource) : null,
  ]);
  if (all) queryClient.setQueryData(queryKeys.workspacesAll, all);
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  if (pending) queryClient.setQueryData(queryKeys.pendingResources, pending);
  if (query && attached && all?.some((w) => w.id === id)) queryClient.setQueryData(attachedResourcesKey(query), attached);
  return dehydrate(queryClient);
}
