/**
 * Server-renders a meeting's page with a seeded `GET meetings/{id}` (next/navigation mocked; the
 * agenda rows, the tasks and the discussions are islands whose chunks the render waits for): the
 * actions each caller may use, the reorderable goals and topics with their keyboard handles, the
 * tasks with their checkboxes, the discussions; a read-only view; a deleted or unknown meeting.
 */
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderAll } from '@/lib/ui/render-kit';
import { ApiError } from '@/lib/api/api-error';
import { failure } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import type { MeetingCalendarSync } from '@/lib/contract/calendar';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { Task } from '@/lib/contract/tasks';
import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { MeetingDetailScreen } from './meeting-detail-screen';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/meetings/5',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const workspace = (id: number, restrict = false) => makeWorkspace({ id, name: `WS ${id}`, restrict_resource_creation: restrict });
const ada = { id: 3, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null };
const task = (id: number, title: string, completed: boolean, extra: Partial<Task> = {}) =>
  ({ id, workspace_id: 2, title, completed, overdue: false, due_date: null, assignees: [ada], subtasks: [], progress: 0, can_write: true, ...extra }) as Task;
const agenda = (id: number, title: string, position: number) => ({ id, meeting_id: 5, title, description: null, position, created_at: '', updated_at: '' });
const meeting = (over: Partial<MeetingDetail> = {}): MeetingDetail =>
  ({
    id: 5,
    workspace_id: 2,
    workspace_name: 'WS 2',
    title: 'Line review',
    description: 'Bring samples',
    location: 'https://meet.example.com/abc',
    starts_at: '2099-03-01T09:00:00Z',
    ends_at: '2099-03-01T10:00:00Z',
    time_zone: 'UTC',
    attendees: [ada],
    created_by: ada,
    retailer_name: 'Target',
    brand_name: null,
    product_name: null,
    goals_count: 2,
    topics_count: 1,
    tasks_count: 2,
    goals: [agenda(12, 'Pick dates', 1), agenda(11, 'Agree budget', 0)],
    topics: [{ ...agenda(21, 'Pricing', 0), duration_minutes: 15 }],
    tasks: [task(31, 'Book room', true), task(32, 'Send prices', false, { overdue: true, due_date: '2020-01-01' })],
    discussions: [],
    can_write: true,
    can_edit: true,
    ...over,
  }) as MeetingDetail;

/** The server's HTML once every boundary has resolved: the rows, tasks and discussions are chunks of their own (decision 0020). */
async function render(m: MeetingDetail | null, opts: { workspaces?: Workspace[]; error?: number; sync?: MeetingCalendarSync[] } = {}): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retryOnMount: false } } });
  client.setQueryData(queryKeys.workspacesAll, opts.workspaces ?? [workspace(2), workspace(3)]);
  client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
  if (m) client.setQueryData(queryKeys.meeting(5), m);
  if (opts.sync) client.setQueryData(calendarKeys.meetingSync(5), opts.sync);
  if (opts.error) {
    const query = client.getQueryCache().build(client, { queryKey: queryKeys.meeting(5) });
    query.setState({ status: 'error', error: new ApiError(failure(opts.error, { message: 'Not found.' }, 'x')) });
  }
  return renderAll(client, createElement(MeetingDetailScreen, { workspaceId: '2', meetingId: 5 }));
}

describe('meeting page', () => {
  it('offers Share, Clone, Copy to workspace, Edit and (behind "More actions") Delete to an editor who may create elsewhere', async () => {
    const html = await render(meeting());
    expect(html).toContain('Line review</span></h1>');
    for (const name of ['Share', 'Clone', 'Copy to workspace', 'Edit']) expect(html).toMatch(new RegExp(`<button[^>]*>(<svg.*?</svg>)?${name}</button>`));
    expect(html).toMatch(/<button[^>]*aria-label="More actions"/);
    expect(html).toContain('href="https://meet.example.com/abc"');
    expect(html).toContain('Bring samples');
    expect(html).toContain('href="/workspace/2/meetings"');
  });

  it('shows goals in their order as a named list with keyboard handles, and the inputs to add more', async () => {
    const html = await render(meeting());
    expect(html).toContain('role="list" aria-label="Goals"');
    expect(html.indexOf('aria-label="Agree budget"')).toBeLessThan(html.indexOf('aria-label="Pick dates"'));
    expect(html).toContain('aria-label="Move Agree budget"');
    expect(html).toContain('Press Arrow Up or Arrow Down to move it');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Goal<\/label><input[^>]*id="\1"/);
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Topic<\/label><input[^>]*id="\1"/);
    expect(html).toContain('Add goal</button>');
    expect(html).toContain('Add topic</button>');
    // One topic cannot move: no handle, but it can be edited and shows its length.
    expect(html).not.toContain('aria-label="Move Pricing"');
    expect(html).toContain('aria-label="Edit Pricing"');
    expect(html).toContain('15 min');
  });

  it('lists tasks, open first, with their checkboxes, links, overdue badge and "Add task"', async () => {
    const html = await render(meeting());
    expect(html.indexOf('Complete Send prices')).toBeLessThan(html.indexOf('Mark Book room incomplete'));
    expect(html).toContain('href="/workspace/2/tasks?taskId=32"');
    expect(html).toContain('Overdue');
    expect(html).toContain('Add task</button>');
    expect(html).toContain('Start a discussion');
  });

  it('is read-only for a caller who cannot write there: no handles, adds, edits, clone or copy', async () => {
    const html = await render(meeting({ can_write: false, can_edit: false }), { workspaces: [workspace(2, true), workspace(3, true)] });
    expect(html).toContain('role="list" aria-label="Goals"');
    expect(html).not.toContain('aria-label="Move');
    expect(html).not.toContain('Add goal</button>');
    expect(html).not.toContain('Add task</button>');
    expect(html).not.toContain('aria-label="Edit Pricing"');
    expect(html).not.toMatch(/>(Clone|Copy to workspace|Edit|Delete)<\/button>/);
    expect(html).toMatch(/>Share<\/button>/);
  });

  it('says when the open meeting was deleted, and when a meeting is unknown', async () => {
    expect(await render(meeting(), { error: 404 })).toContain('This meeting was deleted.');
    const unknown = await render(null, { error: 404 });
    expect(unknown).toContain('Meeting not found');
    expect(unknown).toContain('Back to meetings');
  });
});

describe('meeting page: calendars', () => {
  const bob = { id: 4, first_name: 'Bob', last_name: 'Stone', email: 'b@x.io', image: null };
  const entry = (over: Partial<MeetingCalendarSync>): MeetingCalendarSync => ({
    user: ada,
    role: 'organiser',
    state: 'synced',
    error: null,
    synced_at: '2099-02-01T09:00:00Z',
    ...over,
  });

  it('offers the meeting as an .ics download through the BFF, and no Google Calendar block while no calendar holds it', async () => {
    const html = await render(meeting(), { sync: [] });
    expect(html).toMatch(/<a href="\/api\/meetings\/5\/ics" download=""[^>]*>(<svg.*?<\/svg>)?Add to calendar \(\.ics\)<\/a>/);
    expect(html).not.toContain('Google Calendar</h2>');
  });

  it('lists who holds it in Google Calendar: synced, and waiting to sync', async () => {
    const html = await render(meeting(), { sync: [entry({}), entry({ user: bob, role: 'attendee', state: 'pending', synced_at: null })] });
    expect(html).toContain('Google Calendar</h2>');
    expect(html).toMatch(/Synced to Google Calendar<\/span><span[^>]*>Ada Lovelace \(organiser\)<\/span>/);
    expect(html).toMatch(/Waiting to sync…<\/span><span[^>]*>Bob Stone<\/span>/);
    expect(html).not.toMatch(/>Retry<\/button>/);
  });

  it('says why a sync failed and offers Retry to a caller who may write there', async () => {
    const failed = [entry({ state: 'failed', error: 'Google refused the event.', synced_at: null })];
    const html = await render(meeting(), { sync: failed });
    expect(html).toContain('Sync failed: Google refused the event.');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
    const readOnly = await render(meeting({ can_write: false, can_edit: false }), { sync: failed });
    expect(readOnly).toContain('Sync failed: Google refused the event.');
    expect(readOnly).not.toMatch(/>Retry<\/button>/);
  });
});
