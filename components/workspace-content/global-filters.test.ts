import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderAll } from '@/lib/ui/render-kit';

let search = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search),
  usePathname: () => '/workspace/3/files',
}));

import { queryKeys } from '@/lib/api/query-keys';
import { GlobalFilters } from './global-filters';
import type { GlobalFiltersProps } from './global-filters';

/** The server's HTML once every boundary has resolved: the pickers are their own chunk (decision 0020). */
async function render(props: GlobalFiltersProps, url = ''): Promise<string> {
  search = url;
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  client.setQueryData(queryKeys.workspaceDates('3'), { first: '2024-02-01', last: '2025-06-30' });
  client.setQueryData([...queryKeys.workspaceRecords('retailers'), 'options', '3'], [{ id: 7, name: 'Target', workspace_name: 'Acme' }]);
  return renderAll(client, createElement(GlobalFilters, props));
}

const ALL = { retailers: true, brands: true, products: true, category: true, dates: true };

describe('GlobalFilters', () => {
  it('shows the search box and one "Filter" menu button, and no chips while nothing is filtered', async () => {
    const html = await render({ workspaceId: '3', show: ALL });
    expect(html).toContain('aria-label="Search"');
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-expanded="false"[^>]*>.*Filter<\/button>/);
    // No native date inputs, selects or pickers before the list: they are in the menu.
    expect(html).not.toContain('type="date"');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('aria-label="Active filters"');
    expect(html).toContain('class="min-h-10"');
  });

  it('reads the URL into removable chips, with "Clear all" and the chips\' row reserved', async () => {
    const html = await render({ workspaceId: '3', show: ALL }, 'search=q3&retailer_ids=7&category=Reports&date_from=2025-01-01&date_to=2025-01-07');
    expect(html).toContain('value="q3"');
    expect(html).toContain('aria-label="Active filters"');
    expect(html).toMatch(/>Retailers:<\/span><span[^>]*>Target</);
    expect(html).toMatch(/>Category:<\/span><span[^>]*>Reports</);
    expect(html).toMatch(/>Date:<\/span><span[^>]*>1–7 Jan 2025</);
    for (const name of ['Retailers', 'Category', 'Date']) expect(html).toContain(`aria-label="Remove ${name} filter"`);
    expect(html).toContain('>Clear all</button>');
    expect(html).toContain('class="min-h-[5.5rem]"');
    // Search alone is in the box, not a chip.
    expect(await render({ workspaceId: '3', show: ALL }, 'search=q3')).not.toContain('aria-label="Active filters"');
  });

  it('names a date filter by its legend, and leaves out the filters not offered', async () => {
    const html = await render({ workspaceId: '3', show: { dates: true }, dateLegend: 'Added' }, 'category=Reports&date_to=2025-06-30');
    expect(html).toMatch(/>Added:<\/span><span[^>]*>until 30 Jun 2025</);
    expect(html).not.toContain('>Category:');
  });

  it('offers a Workspaces filter on `all`', async () => {
    const html = await render({ workspaceId: 'all', show: ALL }, 'workspace_ids=3,4');
    expect(html).toMatch(/>Workspaces:<\/span><span[^>]*>2 selected</);
  });
});
