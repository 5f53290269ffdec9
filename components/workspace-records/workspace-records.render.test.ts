/**
 * Server-renders the workspace record screens with seeded reads (next/navigation mocked): the names
 * and links the e2e journeys target, and who is offered which action.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderAll } from '@/lib/ui/render-kit';
import { queryKeys } from '@/lib/api/query-keys';
import { readListState } from '@/lib/catalogue/list-params';
import type { FileRecord } from '@/lib/contract/files';
import type { Note } from '@/lib/contract/notes';
import type { Team } from '@/lib/contract/teams';
import type { WorkspaceBrand, WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { EMPTY_FILTERS, filtersToQuery } from '@/lib/workspace-content/filter-params';
import { statKey } from '@/lib/workspace-records/home-stats';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { CatalogueRecordsScreen } from './catalogue-records-screen';
import { WorkspaceContentSummary } from './home-summary';
import { NotesPanel } from './notes-panel';
import { WorkspaceRetailerDetail } from './retailer-detail';
import { WorkspaceRetailersScreen } from './retailers-screen';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/retailers',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const ann = { id: 1, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', image: null };
const ben = { id: 2, first_name: 'Ben', last_name: 'Reader', email: 'ben@example.com', image: null };
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 20, total });
const base = {
  workspace_id: 2,
  workspace_name: 'Main',
  company_id: 3,
  company_name: 'Northwind',
  image: null,
  notes_count: 2,
  created_by: ann,
  created_at: '2026-03-04T10:00:00Z',
};
const retailer: WorkspaceRetailer = {
  ...base,
  id: 1,
  name: 'Target',
  company_retailer_id: 8,
  directory_retailer_id: null,
  category_name: 'Mass',
  website: 'https://target.example.com',
  description: 'Big boxes',
  locations: ['Austin, TX', 'Denver, CO'],
  files_count: 4,
  insights_count: 5,
  contacts_count: 6,
  products_count: 7,
  reviews_count: 8,
};
const brand: WorkspaceBrand = { ...base, id: 3, name: 'Fizz', brand_id: 9, description: null, tagline: 'Bubbly', category: 'Drinks', website_url: null };
const note = (id: number, author: typeof ann, edited: boolean, rights: boolean): Note => ({
  id,
  subject_type: 'retailer',
  subject_id: 1,
  workspace_id: 2,
  body: `Body ${id}`,
  author,
  can_edit: rights,
  can_delete: rights,
  created_at: '2026-03-04T10:00:00Z',
  updated_at: edited ? '2026-03-05T10:00:00Z' : '2026-03-04T10:00:00Z',
});
const workspace = makeWorkspace({ teams: [{ id: 1, name: 'Alpha', image: null, access: 'full', is_owner: true, is_admin: false }] });

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient();
  seed(client);
  // React marks text joins with empty comments; drop them so assertions read like the page.
  return renderToString(createElement(QueryClientProvider, { client }, element)).replace(/<!-- -->/g, '');
}

/** `render` once every boundary has resolved: the retailer's notes and lists are islands with chunks of their own (decision 0020). */
async function renderAllSeeded(element: ReactElement, seed: (client: QueryClient) => void): Promise<string> {
  const client = new QueryClient();
  seed(client);
  return renderAll(client, element);
}

describe('notes panel', () => {
  it('shows each note with its author and "edited", and edit or delete only where the note allows it', () => {
    const html = render(createElement(NotesPanel, { target: { kind: 'retailers', workspaceId: 2, recordId: 1 } }), (c) =>
      c.setQueryData([...queryKeys.workspaceRecordNotes('retailers', 2, 1), 'page', 1, '{}'], {
        data: [note(1, ann, true, true), note(2, ben, false, false)],
        meta: meta(2),
      }),
    );
    expect(html).toContain('Add a note');
    expect(html).toContain('Ctrl+Enter or ⌘+Enter saves.');
    expect(html).toContain('Body 1');
    expect(html).toContain('Ben Reader');
    expect(html.match(/· edited/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Edit note by Ann Lee"');
    expect(html).toContain('aria-label="Delete note by Ann Lee"');
    expect(html).not.toContain('aria-label="Edit note by Ben Reader"');
    expect(html).not.toContain('aria-label="Delete note by Ben Reader"');
    expect(html).toContain('2 notes');
  });
  it('says when there are none', () => {
    const html = render(createElement(NotesPanel, { target: { kind: 'brands', workspaceId: 2, recordId: 3 } }), (c) =>
      c.setQueryData([...queryKeys.workspaceRecordNotes('brands', 2, 3), 'page', 1, '{}'], { data: [], meta: meta(0) }),
    );
    expect(html).toMatch(/<h3[^>]*>No notes yet<\/h3><p[^>]*>Notes you add are seen by everyone in this workspace.<\/p>/);
    expect(html).toContain('What should the team know about this brand?');
  });
});

describe('retailer detail', () => {
  const seed = (role: 'admin' | 'member') => (c: QueryClient) => {
    c.setQueryData(queryKeys.workspaceRecord('retailers', 2, 1), retailer);
    c.setQueryData(queryKeys.workspace(2), workspace);
    c.setQueryData(queryKeys.teams, [{ id: 1, role } as Team]);
  };
  it('shows the company retailer, jumps to each section with its count, and removal for who added it', async () => {
    const html = await renderAllSeeded(createElement(WorkspaceRetailerDetail, { workspaceId: 2, retailerId: 1, userId: 1 }), seed('member'));
    expect(html).toContain('Target');
    expect(html).toContain('Northwind · Mass');
    expect(html).toContain('Denver, CO');
    expect(html).toContain('Added by Ann Lee on Mar 4, 2026');
    for (const [id, n] of [
      ['notes', 2],
      ['insights', 5],
      ['files', 4],
      ['products', 7],
      ['contacts', 6],
      ['reviews', 8],
    ] as const) {
      expect(html).toMatch(new RegExp(`href="#${id}"[^>]*>[A-Za-z]+<span[^>]*>${n}</span>`));
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('href="/workspace/2/files?retailer_ids=1"');
    expect(html).toContain('Remove from workspace');
  });
  it('offers no removal to a member who did not add it, and a manager gets it', () => {
    expect(render(createElement(WorkspaceRetailerDetail, { workspaceId: 2, retailerId: 1, userId: 2 }), seed('member'))).not.toContain('Remove from workspace');
    expect(render(createElement(WorkspaceRetailerDetail, { workspaceId: 2, retailerId: 1, userId: 2 }), seed('admin'))).toContain('Remove from workspace');
  });
});

describe('lists', () => {
  it('links each workspace retailer to its page and offers "Add retailer"', () => {
    const query = { ...filtersToQuery(EMPTY_FILTERS, [2]), workspace_ids: undefined, sort: '-created_at' };
    const html = render(createElement(WorkspaceRetailersScreen, { workspaceId: 2 }), (c) =>
      c.setQueryData([...queryKeys.workspaceRecords('retailers'), 'list', 2, query], { data: [retailer], meta: meta(1) }),
    );
    expect(html).toContain('href="/workspace/2/retailers/1"');
    expect(html).toContain('4 files · 5 insights · 2 notes');
    expect(html).toContain('Add retailer');
    expect(html).toContain('aria-label="Sort retailers"');
    expect(html).toContain('1 retailer');
  });
  it('shows an empty workspace brands list with its call to action', () => {
    const key = [...queryKeys.workspaceRecords('brands'), 'workspace', 2, 'list', readListState(new URLSearchParams('')), '{}'];
    const empty = render(createElement(CatalogueRecordsScreen, { kind: 'brands', workspaceId: 2 }), (c) => c.setQueryData(key, { data: [], meta: meta(0) }));
    expect(empty).toContain('No brands in this workspace yet');
    const full = render(createElement(CatalogueRecordsScreen, { kind: 'brands', workspaceId: 2 }), (c) =>
      c.setQueryData(key, { data: [brand], meta: meta(1) }),
    );
    expect(full).toContain('href="/workspace/2/brands/3"');
    expect(full).toContain('Bubbly');
  });
});

describe('workspace home', () => {
  const file = {
    id: 12,
    name: 'Plan',
    category: 'Sales',
    file: { original_name: 'plan.pdf', mime: 'application/pdf', size: 2048, download_url: '/api/x' },
    external_url: null,
    latest_version: { version: 2 },
    updated_at: '2026-03-04T10:00:00Z',
  } as unknown as FileRecord;
  const seed = (c: QueryClient) => {
    c.setQueryData(statKey('retailers', [2]), 3);
    c.setQueryData(statKey('brands', [2]), 1);
    c.setQueryData(statKey('products', [2]), 0);
    c.setQueryData([...queryKeys.files, 'home-recent', '2'], { items: [file], total: 9 });
    c.setQueryData([...queryKeys.insights, 'home-recent', '2'], { items: [], total: 0 });
  };
  it('counts the content, lists recent files and links the gated sections only for creators', () => {
    const html = render(createElement(WorkspaceContentSummary, { workspaceId: '2', scope: [2], canCreate: true }), seed);
    expect(html).toMatch(/>3<\/span><span[^>]*>Retailers</);
    expect(html).toMatch(/>1<\/span><span[^>]*>Brand</);
    expect(html).toMatch(/>9<\/span><span[^>]*>Files</);
    expect(html).toContain('href="/workspace/2/retailers"');
    expect(html).toContain('href="/workspace/2/files?fileId=12"');
    expect(html).toContain('v2 · plan.pdf · 2 KB');
    expect(html).toContain('No insights yet');
    const reader = render(createElement(WorkspaceContentSummary, { workspaceId: '2', scope: [2], canCreate: false }), seed);
    expect(reader).not.toContain('href="/workspace/2/retailers"');
    expect(reader).toContain('href="/workspace/2/insights"');
  });
  it('shows the counts as one "At a glance" strip of links, not a grid of the sidebar’s sections', () => {
    const html = render(createElement(WorkspaceContentSummary, { workspaceId: '2', scope: [2], canCreate: true }), seed);
    const strip = html.match(/<ul aria-label="At a glance"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(strip.match(/<a [^>]*href="\/workspace\/2\/(\w+)"/g)?.map((a) => a.match(/2\/(\w+)"/)?.[1])).toEqual([
      'retailers',
      'brands',
      'products',
      'files',
      'insights',
    ]);
    expect(html).not.toContain('Sections');
    expect(html).not.toContain('insight-resources');
  });
});
