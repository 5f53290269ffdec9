/**
 * One empty state for every list, with the icon of its kind: the screens' own empty lists are
 * rendered (reads seeded, next/navigation mocked) and each must draw its kind's icon, the sidebar's
 * icon of its place where it has one, and no two kinds the same.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { FileList } from '@/components/files/file-list';
import { InsightList } from '@/components/insights/insight-list';
import { MeetingList } from '@/components/meetings/meeting-list';
import { TokenList } from '@/components/profile/token-list';
import { NavIcon } from '@/components/shell/nav-icons';
import type { NavIconName } from '@/components/shell/nav-items';
import { TaskList } from '@/components/tasks/task-list';
import { TeamsScreen } from '@/components/teams/teams-screen';
import { TrashList } from '@/components/trash/trash-list';
import { NoMatchState } from '@/components/workspace-content/no-match-state';
import { CatalogueRecordsScreen } from '@/components/workspace-records/catalogue-records-screen';
import { NotesPanel } from '@/components/workspace-records/notes-panel';
import { WorkspaceRetailersScreen } from '@/components/workspace-records/retailers-screen';
import { WorkspacesList } from '@/components/workspaces/workspaces-list';
import { queryKeys } from '@/lib/api/query-keys';
import { readListState } from '@/lib/catalogue/list-params';
import { insightListKey, useInsightsList } from '@/lib/insights/use-insight-queries';
import { meetingListKey, useMeetingsList } from '@/lib/meetings/use-meeting-queries';
import { companyTeamsKey } from '@/lib/teams/team-keys';
import { EMPTY_FILTERS, filtersToQuery } from '@/lib/workspace-content/filter-params';
import { workspacesPageKey } from '@/lib/workspaces/workspace-keys';
import { DetailUnavailable } from './detail-header';
import { HistoryIcon, KeyIcon, TrashIcon } from './more-icons';
import { EmptyState } from './empty-state';
import type { IconProps } from './icon-base';
import { AlertTriangleIcon, NoteIcon, SearchIcon } from './icons';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/retailers',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

const noop = () => undefined;
const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } };

function render(element: ReactElement, seed: (client: QueryClient) => void = noop): string {
  const client = new QueryClient();
  seed(client);
  return renderToString(createElement(QueryClientProvider, { client }, element));
}

/** The drawing (inside <svg>) of the first icon in `html`, whatever its size class. */
function glyphOf(html: string): string {
  const svg = html.match(/<svg[^>]*>(.*?)<\/svg>/)?.[1];
  if (!svg) throw new Error(`no icon in ${html.slice(0, 300)}`);
  return svg;
}
/** The drawing of the icon the empty state in `html` shows: the one in its round badge. */
function emptyGlyphOf(html: string): string {
  const badge = html.match(/rounded-full bg-primary-soft text-primary[^"]*"><svg[^>]*>(.*?)<\/svg>/)?.[1];
  if (!badge) throw new Error(`no empty state in ${html.slice(0, 300)}`);
  return badge;
}
const drawingOf = (Icon: ComponentType<IconProps>) => glyphOf(renderToStaticMarkup(createElement(Icon)));
const navDrawing = (name: NavIconName) => glyphOf(renderToStaticMarkup(createElement(NavIcon, { name })));

/** The lists read through a hook (meetings, insights): rendered by a component that calls it, over a seeded cache. */
function MeetingsEmpty() {
  return createElement(MeetingList, {
    list: useMeetingsList({}),
    when: 'upcoming',
    filtered: false,
    onClearFilters: noop,
    onShowAll: noop,
    onPage: noop,
    hrefFor: String,
    onOpen: noop,
    showWorkspace: false,
    now: 0,
    createAction: null,
  });
}
function InsightsEmpty() {
  return createElement(InsightList, {
    list: useInsightsList({}),
    filtered: false,
    onClearFilters: noop,
    onPage: noop,
    hrefFor: String,
    onOpen: noop,
    createAction: null,
  });
}

const listProps = {
  isPending: false,
  isError: false,
  isFetching: false,
  showWorkspace: false,
  onRetry: noop,
  onClear: noop,
  onPage: noop,
  onOpen: noop,
  hrefFor: String,
};
const retailersQuery = { ...filtersToQuery(EMPTY_FILTERS, [2]), workspace_ids: undefined, sort: '-created_at' };
const catalogueKey = (kind: 'brands' | 'products') => [
  ...queryKeys.workspaceRecords(kind),
  'workspace',
  2,
  'list',
  readListState(new URLSearchParams('')),
  '{}',
];

/** Each kind: the screen's own empty list, and the drawing it must show. */
const KINDS: [kind: string, html: () => string, expected: string][] = [
  [
    'tasks',
    () => render(createElement(TaskList, { ...listProps, page: emptyPage, status: 'open', filtered: false, onToggle: noop, createAction: null })),
    navDrawing('tasks'),
  ],
  ['files', () => render(createElement(FileList, { ...listProps, page: emptyPage, filtered: false, uploadAction: null })), navDrawing('files')],
  ['meetings', () => render(createElement(MeetingsEmpty), (c) => c.setQueryData(meetingListKey({}), emptyPage)), navDrawing('meetings')],
  ['insights', () => render(createElement(InsightsEmpty), (c) => c.setQueryData(insightListKey({}), emptyPage)), navDrawing('insights')],
  [
    'retailers',
    () =>
      render(createElement(WorkspaceRetailersScreen, { workspaceId: 2 }), (c) =>
        c.setQueryData([...queryKeys.workspaceRecords('retailers'), 'list', 2, retailersQuery], emptyPage),
      ),
    navDrawing('retailers'),
  ],
  [
    'brands',
    () => render(createElement(CatalogueRecordsScreen, { kind: 'brands', workspaceId: 2 }), (c) => c.setQueryData(catalogueKey('brands'), emptyPage)),
    navDrawing('brands'),
  ],
  [
    'products',
    () => render(createElement(CatalogueRecordsScreen, { kind: 'products', workspaceId: 2 }), (c) => c.setQueryData(catalogueKey('products'), emptyPage)),
    navDrawing('products'),
  ],
  ['teams', () => render(createElement(TeamsScreen, { companyId: null }), (c) => c.setQueryData(companyTeamsKey(0, 1), emptyPage)), navDrawing('teams')],
  [
    'workspaces',
    () => render(createElement(WorkspacesList, { onRequest: noop }), (c) => c.setQueryData(workspacesPageKey(1), emptyPage)),
    navDrawing('workspaces'),
  ],
  [
    'notes',
    () =>
      render(createElement(NotesPanel, { target: { kind: 'brands', workspaceId: 2, recordId: 3 } }), (c) =>
        c.setQueryData([...queryKeys.workspaceRecordNotes('brands', 2, 3), 'page', 1, '{}'], emptyPage),
      ),
    drawingOf(NoteIcon),
  ],
  [
    'trash',
    () =>
      render(createElement(TrashList, { path: 'profile/trash', title: 'Recently deleted', description: 'x' }), (c) =>
        // The trash reads pages of its own (`before` cursors): one empty page.
        c.setQueryData(['trash', 'profile/trash'], { pages: [{ data: [], next_before: null }], pageParams: [0] }),
      ),
    drawingOf(TrashIcon),
  ],
  ['tokens', () => render(createElement(TokenList, { tokens: [], onRevoke: noop })), drawingOf(KeyIcon)],
  [
    'search (filters that match nothing)',
    () => render(createElement(NoMatchState, { title: 'No tasks match', description: 'x', onClear: noop })),
    drawingOf(SearchIcon),
  ],
  [
    'missing (a record that is not there)',
    () =>
      render(
        createElement(DetailUnavailable, {
          back: { href: '/x', label: 'Back' },
          title: 'Retailer not found',
          missing: { title: 'This retailer does not exist', description: 'It may have been deleted.' },
          failure: 'x',
          onRetry: noop,
        }),
      ),
    drawingOf(AlertTriangleIcon),
  ],
];

describe('the empty state of each kind of list', () => {
  it.each(KINDS)('%s draws its own icon', (_kind, html, expected) => {
    expect(emptyGlyphOf(html())).toBe(expected);
  });

  it('no two kinds draw the same icon', () => {
    const drawings = KINDS.map(([kind, html]) => [kind, emptyGlyphOf(html())] as const);
    const shared = drawings.filter(([, d], i) => drawings.findIndex(([, other]) => other === d) !== i).map(([kind]) => kind);
    expect(shared).toEqual([]);
  });
});

describe('EmptyState', () => {
  const empty = (extra: Partial<Parameters<typeof EmptyState>[0]> = {}) =>
    renderToStaticMarkup(createElement(EmptyState, { icon: HistoryIcon, title: 'Nothing here', ...extra }));

  it('draws the icon it is given, hidden from screen readers, in a dashed frame', () => {
    const html = empty();
    expect(emptyGlyphOf(html)).toBe(drawingOf(HistoryIcon));
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*class="size-6"/);
    expect(html).toContain('border-dashed');
  });

  it('shows the title at the level asked, then the description and the action', () => {
    const html = empty({ headingLevel: 3, description: 'Create one.', action: createElement('button', { type: 'button' }, 'New task') });
    expect(html).toMatch(/<h3[^>]*>Nothing here<\/h3><p[^>]*>Create one.<\/p><div[^>]*><button type="button">New task<\/button><\/div><\/div>$/);
    expect(empty()).toMatch(/<h2[^>]*>Nothing here<\/h2><\/div>$/);
  });

  it('inside a card (compact) drops the frame and draws a smaller icon', () => {
    const html = empty({ compact: true });
    expect(html).not.toContain('border-dashed');
    expect(html).toMatch(/<svg[^>]*class="size-5"/);
  });
});
