/**
 * Server-renders the tasks screen with seeded reads (next/navigation mocked): the rows and the names
 * the e2e journeys target, the empty states, and who is offered "New task".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { EMPTY_TASK_FILTERS, taskFiltersToQuery } from '@/lib/tasks/task-filters';
import type { TaskPage } from '@/lib/tasks/task-queries';
import { ada, alan, makeTask, subtask } from '@/lib/tasks/task-test-data';
import { taskListKey } from '@/lib/tasks/use-task-queries';
import { EMPTY_FILTERS, filtersToQuery } from '@/lib/workspace-content/filter-params';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { TasksScreen } from './tasks-screen';

let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/tasks',
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const workspace = (access: 'full' | 'read_only', approval: Workspace['approval_status'] = 'approved') =>
  makeWorkspace({ approval_status: approval, teams: [{ id: 1, name: 'Alpha', image: null, access, is_owner: true, is_admin: false }] });
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });
const listKey = taskListKey({ ...filtersToQuery(EMPTY_FILTERS, [2]), ...taskFiltersToQuery(EMPTY_TASK_FILTERS) });

function render(page: TaskPage, opts: { access?: 'full' | 'read_only'; workspaces?: Workspace[]; url?: string } = {}): string {
  search = opts.url ?? '';
  const client = new QueryClient();
  client.setQueryData(queryKeys.workspacesAll, opts.workspaces ?? [workspace(opts.access ?? 'full')]);
  client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
  client.setQueryData(queryKeys.workspaceMembers(2), [ada, alan]);
  client.setQueryData(listKey, page);
  const element = createElement(TasksScreen, { workspaceId: '2', currentUserId: ada.id });
  // React marks text joins with empty comments; drop them so assertions read like the page.
  return renderToString(createElement(QueryClientProvider, { client }, element)).replace(/<!-- -->/g, '');
}

describe('tasks screen', () => {
  const overdue = makeTask({
    id: 10,
    title: 'Send the price list',
    due_date: '2026-01-15',
    overdue: true,
    assignees: [ada, alan],
    files_count: 2,
    discussions_count: 1,
  });
  const withSubtasks = makeTask({
    id: 11,
    title: 'Prepare the review',
    meeting_id: 4,
    meeting_title: 'Line review',
    subtasks: [subtask(12, 'Deck', true), subtask(13, 'Samples')],
    progress: 50,
  });
  const done = makeTask({ id: 14, title: 'Book the room', completed: true, progress: 100, can_write: false });

  it('lists tasks with their checkbox, due date, overdue badge, people, progress, meeting and counts', () => {
    const html = render({ data: [overdue, withSubtasks, done], meta: meta(3) });
    expect(html).toContain('aria-label="Complete Send the price list"');
    expect(html).toContain('aria-label="Mark Book the room incomplete"');
    expect(html).toMatch(/<input[^>]*disabled=""[^>]*aria-label="Mark Book the room incomplete"/);
    expect(html).toContain('href="/workspace/2/tasks?taskId=10"');
    expect(html).toContain('Jan 15, 2026');
    expect(html).toContain('>Overdue<');
    expect(html).toContain('aria-label="Assigned to Ada Lovelace and Alan Turing"');
    expect(html).toContain('2 files');
    expect(html).toContain('1 discussion');
    expect(html).toContain('aria-label="Progress of Prepare the review"');
    expect(html).toContain('aria-valuenow="50"');
    expect(html).toContain('1 of 2 subtasks done');
    expect(html).toContain('href="/workspace/2/meetings/4"');
    expect(html).toContain('3 tasks');
  });

  it('puts status, assignee and due in the one "Filter" menu, the status always on a chip', () => {
    const html = render({ data: [overdue], meta: meta(1) });
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"[^>]*>.*Filter<\/button>/);
    // Open tasks unless asked otherwise: said on a chip that cannot be removed.
    expect(html).toMatch(/>Status:<\/span><span[^>]*>Open</);
    expect(html).not.toContain('Remove Status filter');
    // No native date inputs or selects before the first row.
    expect(html).not.toContain('type="date"');
    expect(html).not.toContain('<select');
  });

  it('reads the task filters of the URL into removable chips, "Me" for the caller and names for the others', () => {
    const withUrl = (url: string) => render({ data: [overdue], meta: meta(1) }, { url });
    const html = withUrl('status=completed&assignee=2&due_from=2026-12-01&due_to=2026-12-07');
    expect(html).toMatch(/>Status:<\/span><span[^>]*>Completed</);
    expect(html).toMatch(/>Assignee:<\/span><span[^>]*>Alan Turing</);
    expect(html).toMatch(/>Due:<\/span><span[^>]*>1–7 Dec( 2026)?</);
    for (const name of ['Status', 'Assignee', 'Due']) expect(html).toContain(`aria-label="Remove ${name} filter"`);
    expect(withUrl('assignee=1')).toMatch(/>Assignee:<\/span><span[^>]*>Me</);
  });

  it('offers "New task" to members of full-access teams only', () => {
    expect(render({ data: [overdue], meta: meta(1) })).toContain('>New task</button>');
    expect(render({ data: [overdue], meta: meta(1) }, { access: 'read_only' })).not.toContain('>New task</button>');
  });

  it('invites to create the first task when there are no open tasks', () => {
    const html = render({ data: [], meta: meta(0) });
    expect(html).toContain('No open tasks');
    expect(html).toContain('>New task</button>');
  });

  it('says the workspace is not found rather than listing other workspaces’ tasks', () => {
    const html = render({ data: [overdue], meta: meta(1) }, { workspaces: [] });
    expect(html).toContain('Workspace not found');
    expect(html).not.toContain('Send the price list');
    expect(render({ data: [], meta: meta(0) }, { workspaces: [workspace('full', 'pending')] })).toContain('This workspace is not approved yet');
  });
});
