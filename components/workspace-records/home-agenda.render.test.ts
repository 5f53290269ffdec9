/**
 * Server-renders the workspace home's agenda (spec section 7, "Meetings") with seeded reads: the next meetings with
 * their time in the viewer's zone, the caller's open tasks with "Overdue", counts and empty states.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Meeting } from '@/lib/contract/meetings';
import { makeTask } from '@/lib/tasks/task-test-data';
import { WorkspaceContentSummary } from './home-summary';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const meeting = { id: 7, workspace_id: 2, workspace_name: 'Main', title: 'Line review', location: 'Room 4', starts_at: '2026-03-03T08:30:00Z' } as Meeting;

function render(workspaceId: string, scope: number[], seed: (c: QueryClient) => void): string {
  const client = new QueryClient();
  seed(client);
  const element = createElement(WorkspaceContentSummary, { workspaceId, scope, canCreate: false });
  return renderToString(createElement(QueryClientProvider, { client }, element)).replace(/<!-- -->/g, '');
}

describe('workspace home agenda', () => {
  it('lists upcoming meetings and my open tasks with their totals and links', () => {
    const html = render('2', [2], (c) => {
      c.setQueryData([...queryKeys.meetings, 'home-upcoming', '2'], { items: [meeting], total: 6 });
      c.setQueryData([...queryKeys.tasks, 'home-mine', '2'], {
        items: [makeTask({ id: 10, due_date: '2026-01-02', overdue: true }), makeTask({ id: 11, title: 'Call back' })],
        total: 2,
      });
    });
    expect(html).toContain('Upcoming meetings');
    expect(html).toMatch(/Upcoming meetings<span[^>]*>6<\/span>/);
    expect(html).toContain('href="/workspace/2/meetings/7"');
    expect(html).toMatch(/<time dateTime="2026-03-03T08:30:00Z">Tue, Mar 3, \d{1,2}:30 (AM|PM) [^<]+<\/time> · Room 4/);
    expect(html).toMatch(/My open tasks<span[^>]*>2<\/span>/);
    expect(html).toContain('href="/workspace/2/tasks?taskId=10"');
    expect(html).toContain('>Overdue<');
    expect(html).toContain('No due date');
    expect(html).toContain('href="/workspace/2/tasks?assignee=me"');
  });

  it('says when there is nothing coming, and names each workspace on `all`', () => {
    const empty = render('2', [2], (c) => {
      c.setQueryData([...queryKeys.meetings, 'home-upcoming', '2'], { items: [], total: 0 });
      c.setQueryData([...queryKeys.tasks, 'home-mine', '2'], { items: [], total: 0 });
    });
    expect(empty).toContain('No upcoming meetings</h3>');
    expect(empty).toContain('No open tasks assigned to you</h3>');
    const all = render('all', [2, 3], (c) => {
      c.setQueryData([...queryKeys.meetings, 'home-upcoming', '2,3'], { items: [meeting], total: 1 });
      c.setQueryData([...queryKeys.tasks, 'home-mine', '2,3'], { items: [makeTask({ workspace_name: 'Second', workspace_id: 3 })], total: 1 });
    });
    expect(all).toContain('Room 4 · Main');
    expect(all).toContain('href="/workspace/3/tasks?taskId=10"');
    expect(all).toContain('>Second</span>');
    expect(all).toContain('href="/workspace/all/meetings"');
  });
});
