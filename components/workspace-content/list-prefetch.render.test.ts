/**
 * The server prefetch of the workspace list screens meets the screens' own queries: each page's
 * dehydrated cache, hydrated into a fresh client and rendered with the same URL, holds exactly
 * one list query (the server's: no second key built by the hook, so nothing is fetched again),
 * its rows are in the HTML, and the upstream was asked what the browser would ask the BFF.
 */
import { hydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderAll } from '@/lib/ui/render-kit';
import { FilesScreen } from '@/components/files/files-screen';
import { InsightResourcesScreen } from '@/components/insight-resources/insight-resources-screen';
import { InsightsScreen } from '@/components/insights/insights-screen';
import { MeetingsScreen } from '@/components/meetings/meetings-screen';
import { TasksScreen } from '@/components/tasks/tasks-screen';
import { apiUrl } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { FileRecord } from '@/lib/contract/files';
import type { Insight, InsightResource } from '@/lib/contract/insights';
import type { Meeting } from '@/lib/contract/meetings';
import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { makeTask } from '@/lib/tasks/task-test-data';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import {
  filesScreenState,
  insightResourcesScreenState,
  insightsScreenState,
  meetingsScreenState,
  tasksScreenState,
} from '@/lib/workspace-content/server-lists';

let url = { pathname: '/', search: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => url.pathname,
  useSearchParams: () => new URLSearchParams(url.search),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const workspace = (id: number, approval: Workspace['approval_status'] = 'approved') => makeWorkspace({ id, name: `Main ${id}`, approval_status: approval });
let workspaces: Workspace[] = [];
jest.mock('@/lib/workspaces/server-workspaces', () => ({
  loadAllWorkspaces: async () => workspaces,
  loadWorkspace: async (id: number) => {
    const w = workspaces.find((x) => x.id === id);
    return w ? { ok: true, workspace: w } : { ok: false, status: 404 };
  },
}));
jest.mock('@/lib/teams/server-teams', () => ({ loadMyTeams: async () => [{ id: 1, role: 'member' } as Team] }));
jest.mock('@/lib/upstream/get-current-user', () => ({ getCurrentUser: async () => ({ ok: true, user: { id: 1 } }) }));

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };
const person = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null };
const file = {
  id: 7,
  name: 'Q3 plan',
  description: null,
  category: 'Sales',
  workspace_id: 2,
  workspace_ids: [2],
  workspaces: [{ id: 2, name: 'Main 2' }],
  retailer_ids: [],
  retailers: [],
  external_url: 'https://example.com/q3',
  file: null,
  versions_count: 1,
  discussions_count: 0,
  created_by: person,
  can_edit: true,
  created_at: '2026-03-04T12:00:00Z',
  latest_version: {
    id: 1,
    file_id: 7,
    version: 1,
    kind: 'url',
    external_url: 'https://example.com/q3',
    document: null,
    uploaded_by: person,
    created_at: '2026-03-04T12:00:00Z',
  },
} as unknown as FileRecord;
const insight = {
  id: 5,
  name: 'Shelf gap',
  type: 'Pricing',
  category: null,
  applicable_date: '2026-03-01',
  resources: [],
  created_by: person,
} as unknown as Insight;
const meeting = {
  id: 6,
  workspace_id: 2,
  workspace_name: 'Main 2',
  title: 'Line review',
  description: null,
  location: null,
  starts_at: '2099-03-01T09:00:00Z',
  ends_at: '2099-03-01T10:00:00Z',
  time_zone: 'UTC',
  attendees: [],
  goals_count: 0,
  topics_count: 0,
  tasks_count: 0,
  created_by: person,
  can_write: true,
  can_edit: true,
} as unknown as Meeting;
const resource = (id: number, insightId: number | null): InsightResource => ({
  id,
  insight_id: insightId,
  insight_name: insightId ? 'Shelf gap' : null,
  uploaded_by: null,
  created_at: '2026-03-01T00:00:00Z',
  document: { original_name: `doc-${id}.pdf`, mime: 'application/pdf', size: 10, download_url: '' },
});

const ROWS: Record<string, unknown[]> = {
  files: [file],
  insights: [insight],
  meetings: [meeting],
  tasks: [makeTask({ id: 8, title: 'Send the price list', workspace_id: 2 })],
  'insights/resources': [resource(3, 5)],
  'insights/pending-resources': [resource(9, null)],
};
jest.mock('@/lib/upstream/upstream-json', () => ({ upstreamJson: jest.fn() }));
const upstream = jest.mocked(upstreamJson);
beforeEach(() => {
  workspaces = [workspace(2), workspace(4, 'pending')];
  upstream.mockReset();
  // Pending resources come all at once, unpaged (at most 50); the lists are pages.
  upstream.mockImplementation(async (path: string) => ({
    ok: true,
    status: 200,
    data: path === 'insights/pending-resources' ? { data: ROWS[path] } : { data: ROWS[path] ?? [], meta },
  }));
});

/** What the upstream was asked for `path`, written as the browser's BFF address. */
function askedFor(path: string): string[] {
  return upstream.mock.calls
    .filter(([p]) => p === path)
    .map(([p, , options]) => `/api/${p}?${new URLSearchParams(options?.searchParams as Record<string, string>).toString()}`);
}

/** Hydrates the server's cache into a new client (as the browser does), renders the screen at the same URL. */
async function renderWith(state: DehydratedState, pathname: string, search: string, element: ReactElement) {
  url = { pathname, search };
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  hydrate(client, state);
  // Islands (decision 0020) included: their hooks build queries too.
  const html = await renderAll(client, element);
  /** Every query under `prefix` after the render: the hydrated ones and any the screen's hooks built. */
  const queries = (prefix: QueryKey) =>
    client
      .getQueryCache()
      .findAll({ queryKey: prefix })
      .map((q) => ({ key: q.queryKey, hasData: q.state.data !== undefined }));
  return { html, queries };
}

/** The list query the screen built is the server's: one query, with data, asked upstream as the browser would. */
function expectOneListQuery(queries: { key: QueryKey; hasData: boolean }[], path: string): ApiQuery {
  expect(queries).toHaveLength(1);
  expect(queries[0].hasData).toBe(true);
  const query = queries[0].key[queries[0].key.length - 1] as ApiQuery;
  expect(askedFor(path)).toEqual([apiUrl(path, query)]);
  return query;
}

describe('server prefetch of the workspace lists', () => {
  it('files: the filters, search and page of the URL, under the key useFileList reads', async () => {
    const search = 'retailer_ids=4,3&category=Sales&date_from=2026-01-01&search=q3&page=2&fileId=7';
    const state = await filesScreenState('2', { retailer_ids: '4,3', category: 'Sales', date_from: '2026-01-01', search: 'q3', page: '2', fileId: '7' });
    const { html, queries } = await renderWith(state, '/workspace/2/files', search, createElement(FilesScreen, { workspaceId: '2' }));
    const query = expectOneListQuery(queries([...queryKeys.files, 'list']), 'files');
    expect(query).toMatchObject({ workspace_ids: '2', retailer_ids: '4,3', category: 'Sales', date_from: '2026-01-01', search: 'q3', page: 2, per_page: 20 });
    expect(html).toContain('Q3 plan');
    expect(html).not.toContain('Loading files');
  });

  it('insights: the first page of the workspace', async () => {
    const state = await insightsScreenState('2', {});
    const { html, queries } = await renderWith(state, '/workspace/2/insights', '', createElement(InsightsScreen, { workspaceId: '2' }));
    expect(expectOneListQuery(queries([...queryKeys.insights, 'list']), 'insights')).toEqual({ workspace_ids: '2', page: 1, per_page: 20 });
    expect(html).toContain('Shelf gap');
  });

  it('meetings: "when" from the URL, and the instant "Past" is decided against comes from the server', async () => {
    const { state, now } = await meetingsScreenState('2', { when: 'all', brand_ids: '5' });
    const { html, queries } = await renderWith(
      state,
      '/workspace/2/meetings',
      'when=all&brand_ids=5',
      createElement(MeetingsScreen, { workspaceId: '2', now }),
    );
    expect(expectOneListQuery(queries([...queryKeys.meetings, 'list']), 'meetings')).toMatchObject({ when: 'all', brand_ids: '5', workspace_ids: '2' });
    expect(html).toContain('Line review');
    expect(now).toBeGreaterThan(0);
  });

  it('tasks: the task filters and their default status, with "me" for "Assigned to me"', async () => {
    const { state, currentUserId } = await tasksScreenState('2', { assignee: 'me', due_to: '2026-05-01' });
    const { html, queries } = await renderWith(
      state,
      '/workspace/2/tasks',
      'assignee=me&due_to=2026-05-01',
      createElement(TasksScreen, { workspaceId: '2', currentUserId }),
    );
    expect(expectOneListQuery(queries([...queryKeys.tasks, 'list']), 'tasks')).toMatchObject({
      assignee: 'me',
      status: 'open',
      due_to: '2026-05-01',
      workspace_ids: '2',
    });
    expect(html).toContain('Send the price list');
    expect(currentUserId).toBe(1);
  });

  it('insight resources: the pending ones (one unpaged read) and the first page of those in insights', async () => {
    const state = await insightResourcesScreenState('2');
    const { html, queries } = await renderWith(state, '/workspace/2/insight-resources', '', createElement(InsightResourcesScreen, { workspaceId: '2' }));
    expect(expectOneListQuery(queries(queryKeys.insightResources), 'insights/resources')).toEqual({ page: 1, per_page: 20, workspace_ids: '2' });
    expect(queries(queryKeys.pendingResources)).toEqual([{ key: queryKeys.pendingResources, hasData: true }]);
    expect(askedFor('insights/pending-resources')).toEqual(['/api/insights/pending-resources?page=1&per_page=100']);
    expect(html).toContain('doc-9.pdf');
    expect(html).toContain('doc-3.pdf');
  });
});

describe('what is left to the browser', () => {
  it('`all` (the selection saved in the browser) reads no list on the server', async () => {
    await filesScreenState('all', {});
    await insightsScreenState('all', {});
    await insightResourcesScreenState('all');
    expect(askedFor('files')).toEqual([]);
    expect(askedFor('insights')).toEqual([]);
    expect(askedFor('insights/resources')).toEqual([]);
  });

  it('a workspace the caller does not see, or tasks of one not approved, are not prefetched (the upstream would list the others)', async () => {
    const files = await filesScreenState('9', {});
    expect(files.queries.map((q) => q.queryKey[0])).not.toContain('files');
    const tasks = await tasksScreenState('4', {});
    expect(tasks.state.queries.map((q) => q.queryKey[0])).not.toContain('tasks');
  });

  it('a failed list read leaves the list to the browser; the rest of the page is still prefetched', async () => {
    upstream.mockImplementation(async () => ({ ok: false, status: 500, data: { message: 'no' } }));
    const state = await insightsScreenState('2', {});
    expect(state.queries.map((q) => q.queryKey)).toEqual([queryKeys.workspacesAll, queryKeys.teams]);
  });
});
