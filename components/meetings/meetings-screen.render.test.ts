/**
 * Server-renders the meetings list screen with seeded reads (next/navigation mocked): rows with
 * their summary link, place, counts and attendees; "New meeting" for creators only; the
 * Upcoming / Past / All control from the URL; the empty state of each.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Meeting } from '@/lib/contract/meetings';
import type { Team } from '@/lib/contract/teams';
import { meetingListKey } from '@/lib/meetings/use-meeting-queries';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { MeetingsScreen } from './meetings-screen';

let search = '';
jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/meetings',
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const workspace = (restrict: boolean) => makeWorkspace({ restrict_resource_creation: restrict });
const ada = { id: 3, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null };
const meeting = {
  id: 5,
  workspace_id: 2,
  workspace_name: 'Main',
  title: 'Line review',
  description: null,
  location: 'Room 4',
  starts_at: '2099-03-01T09:00:00Z',
  ends_at: '2099-03-01T10:00:00Z',
  time_zone: 'UTC',
  attendees: [ada],
  goals_count: 2,
  topics_count: 1,
  tasks_count: 0,
  created_by: ada,
  can_write: true,
  can_edit: true,
} as unknown as Meeting;
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });
const base = { workspace_ids: '2', page: 1, per_page: 20 };

function render(url: string, restrict: boolean, when: string, rows: Meeting[], extra: Record<string, string> = {}): string {
  search = url;
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(queryKeys.workspacesAll, [workspace(restrict)]);
  client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
  client.setQueryData(meetingListKey({ ...base, ...extra, when }), { data: rows, meta: meta(rows.length) });
  return renderToString(createElement(QueryClientProvider, { client }, createElement(MeetingsScreen, { workspaceId: '2' })));
}

describe('meetings screen', () => {
  it('lists upcoming meetings with a summary link, place, counts and attendees, and offers "New meeting" to creators', () => {
    const html = render('', false, 'upcoming', [meeting]);
    expect(html).toContain('href="/workspace/2/meetings?meetingId=5"');
    expect(html).toContain('Line review');
    expect(html).toContain('Room 4');
    expect(html).toContain('2 goals · 1 topic');
    expect(html).toContain('aria-label="Attendees: Ada Lovelace"');
    expect(html).toContain('>New meeting</button>');
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>Upcoming</);
    expect(html).toContain('1<!-- --> <!-- -->meeting<');
  });

  it('hides "New meeting" when restrict_resource_creation leaves a plain member out', () => {
    expect(render('', true, 'upcoming', [meeting])).not.toContain('>New meeting</button>');
  });

  it('reads when from the URL and explains each empty list', () => {
    const past = render('when=past', false, 'past', []);
    expect(past).toMatch(/role="radio" aria-checked="true"[^>]*>Past</);
    expect(past).toContain('No past meetings');
    expect(past).toContain('Show all meetings');
    expect(render('', false, 'upcoming', [])).toContain('No upcoming meetings');
    expect(render('when=all', false, 'all', [])).toContain('No meetings yet');
    expect(render('when=all&retailer_ids=4', false, 'all', [], { retailer_ids: '4' })).toContain('No meetings match');
  });
});

describe('meetings screen of a workspace the caller does not see', () => {
  it('says the workspace is not found instead of an empty list', () => {
    search = '';
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    client.setQueryData(queryKeys.workspacesAll, [workspace(false)]);
    client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
    const html = renderToString(createElement(QueryClientProvider, { client }, createElement(MeetingsScreen, { workspaceId: '9' })));
    expect(html).toContain('Workspace not found');
    expect(html).not.toContain('New meeting');
  });
});
