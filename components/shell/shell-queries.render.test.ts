/**
 * The shell renders before the page (and the header's bell, switcher, search and account menu may
 * render before or after it on the server: they hydrate after the page, decision 0020). None may
 * put a query in the cache under a key a page prefetches (the overview, the company, a team…):
 * HydrationBoundary fills a query the cache already holds only in an effect, so the page's server
 * HTML showed its spinner instead of the data it had prefetched (the company screens did, through
 * the sidebar's area title). Only the keys the layout seeds (prefetch-shell.ts), and the widgets'
 * own, may be there.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import { HeaderSearch } from '@/components/search/header-search';
import { NotificationBell } from './notification-bell';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';
import { WorkspaceSwitcher } from './workspace-switcher';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ push: jest.fn() }) }));

const SEEDED = [queryKeys.workspacesAll, queryKeys.invites, queryKeys.unreadCount].map((k) => JSON.stringify(k));
/** The layout's seeds, and the search box's own (idle) query, which no page prefetches. */
const allowed = (key: string) => SEEDED.includes(key) || key.startsWith('["search",');

function keysAfterRendering(widget: ComponentType<Record<string, unknown>>, props: Record<string, unknown> = {}, seed = true): string[] {
  const client = new QueryClient();
  pathname = (props.pathname as string | undefined) ?? '/';
  if (seed) {
    client.setQueryData(queryKeys.workspacesAll, []);
    client.setQueryData(queryKeys.invites, { team_invites: [], workspace_invites: [] });
    client.setQueryData(queryKeys.unreadCount, 2);
  }
  renderToString(createElement(QueryClientProvider, { client }, createElement(widget, props)));
  return client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey));
}

describe.each([
  ['the bell', NotificationBell as ComponentType<Record<string, unknown>>, {}],
  ['the workspace switcher', WorkspaceSwitcher as ComponentType<Record<string, unknown>>, {}],
  ['the header search', HeaderSearch as ComponentType<Record<string, unknown>>, {}],
  ['the account menu', UserMenu as ComponentType<Record<string, unknown>>, { name: 'Ada Lovelace', image: null }],
  ['the sidebar on a company page', Sidebar as ComponentType<Record<string, unknown>>, { isSuperadmin: false, pathname: '/company/5/brands' }],
  ['the sidebar on a team page', Sidebar as ComponentType<Record<string, unknown>>, { isSuperadmin: false, pathname: '/company/5/team/7' }],
])('%s', (_name, widget, props) => {
  it('reads only the keys the layout seeds', () => {
    expect(keysAfterRendering(widget, props).filter((k) => !allowed(k))).toEqual([]);
  });
  it('creates no page key even when the layout could not seed its own', () => {
    expect(keysAfterRendering(widget, props, false).filter((k) => !allowed(k))).toEqual([]);
  });
});
