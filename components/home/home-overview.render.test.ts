/**
 * Server-renders home with seeded reads: a new user meets the getting-started
 * checklist with a way to do each step; once there is work the checklist gives way to it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { Team } from '@/lib/contract/teams';
import type { Overview } from '@/lib/contract/user';
import type { Workspace } from '@/lib/contract/workspaces';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { HomeOverview } from './home-overview';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const zero: Overview = { teams_count: 0, workspaces_count: 0, companies_count: 0, unread_notifications_count: 0, pending_invites_count: 0 };
const team = (over: Partial<Team>): Team => ({
  id: 4,
  name: 'Alpha',
  description: null,
  image: null,
  company_id: null,
  company_name: null,
  role: 'admin',
  members_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const workspace = (over: Partial<Workspace>) => makeWorkspace({ name: 'Launch', owner_team_id: 4, team_id: 4, team_ids: [4], teams: [], ...over });

function render(seed: { overview: Overview; teams: Team[]; workspaces: Workspace[] }, needsBusinessData = false): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.overview, seed.overview);
  client.setQueryData(queryKeys.teams, seed.teams);
  client.setQueryData(queryKeys.workspacesAll, seed.workspaces);
  for (const t of seed.teams) client.setQueryData(queryKeys.team(t.id), { ...t, invites: [] });
  return renderToString(createElement(QueryClientProvider, { client }, createElement(HomeOverview, { needsBusinessData }))).replace(/<!-- -->/g, '');
}

describe('home', () => {
  it('meets a new user with the checklist, each step with its way to do it, and no company 0', () => {
    const html = render({ overview: zero, teams: [], workspaces: [] }, true);
    expect(html).toContain('Get started');
    expect(html).toContain('0 of 4 done.');
    expect(html).toMatch(/<button[^>]*>Create a team<\/button>/);
    expect(html).toContain('href="/companies/new"');
    expect(html).toContain('Create a team first');
    expect(html).toContain('href="/teams"');
    expect(html).not.toContain('/company/0');
    expect(html).toContain('Optional: add your business details');
    expect(html).not.toContain('Upcoming meetings');
  });

  it('ticks what is done and offers the next steps on the user’s admin team', () => {
    const html = render({ overview: { ...zero, teams_count: 1, companies_count: 1 }, teams: [team({})], workspaces: [] });
    expect(html).toContain('2 of 4 done.');
    expect(html).toContain('Create a team<span class="sr-only"> (done)</span>');
    expect(html).toMatch(/<button[^>]*>Request a workspace<\/button>/);
    expect(html).toContain('href="/teams/4"');
  });

  it('gives way to the work once there is some, and asks an invitee for nothing', () => {
    const html = render(
      {
        overview: { ...zero, teams_count: 1, companies_count: 1, workspaces_count: 1 },
        teams: [team({ role: 'member', members_count: 3 })],
        workspaces: [workspace({})],
      },
      true,
    );
    expect(html).not.toContain('Get started');
    expect(html).not.toContain('Finish setting up');
    expect(html).toContain('Upcoming meetings');
    expect(html).toContain('In Launch.');
    expect(html).not.toContain('business details');
  });

  it('keeps the steps left as a reminder beside the work', () => {
    const html = render({ overview: { ...zero, teams_count: 1, workspaces_count: 1 }, teams: [team({})], workspaces: [workspace({})] });
    expect(html).toContain('Finish setting up');
    expect(html).toContain('2 of 4 steps done.');
    expect(html).toContain('Upcoming meetings');
  });
});
