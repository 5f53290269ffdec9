import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

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
  const { prelude } = await prerenderToNodeStream(createElement(QueryClientProvider, { client }, createElement(GlobalFilters, props)));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--\/?\$-->|<!-- -->/g, '');
}

const ALL = { retailers: true, brands: true, products: true, category: true, dates: true };

describe('GlobalFilters', () => {
  it('labels every control and shows only the filters asked for', async () => {
    const html = await render({ workspaceId: '3', show: ALL });
    for (const name of ['Search', 'Category']) expect(html).toContain(`aria-label="${name}"`);
    // The pickers are named by their visible words ("Retailers: All").
    for (const name of ['Retailers', 'Brands', 'Products']) expect(html).toContain(`>${name}: </span>`);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>From<\/label><input[^>]*id="\1"/);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>To<\/label><input[^>]*id="\1"/);
    expect(html).not.toContain('>Workspaces: </span>');
    const some = await render({ workspaceId: '3', show: { retailers: true } });
    expect(some).toContain('>Retailers: </span>');
    expect(some).not.toContain('>Brands: </span>');
    expect(some).not.toContain('aria-label="Category"');
    expect(some).not.toContain('>From<');
  });

  it('offers "All Categories" first, then section 9 in order', async () => {
    const html = await render({ workspaceId: '3', show: { category: true } });
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]+)<\/option>/g)].map((m) => m[2]);
    expect(options.slice(0, 3)).toEqual(['All Categories', 'Admin', 'Chargebacks']);
    expect(options[options.length - 1]).toBe('Reports');
  });

  it('bounds the dates by the first and last content dates', async () => {
    const html = await render({ workspaceId: '3', show: { dates: true } });
    expect(html).toMatch(/type="date"[^>]*min="2024-02-01"[^>]*max="2025-06-30"/);
  });

  it('reads the URL: values, active count and "Clear filters"', async () => {
    const html = await render({ workspaceId: '3', show: ALL }, 'search=q3&retailer_ids=7&category=Reports&date_from=2025-01-01');
    expect(html).toContain('value="q3"');
    expect(html).toContain('4 filters applied');
    expect(html).toContain('Clear filters');
    expect(html).toContain('Target');
    expect(html).toMatch(/<option value="Reports" selected="">Reports<\/option>/);
    expect(html).toMatch(/>From<\/label><input[^>]*value="2025-01-01"/);
    expect(await render({ workspaceId: '3', show: ALL })).not.toContain('Clear filters');
  });

  it('adds a Workspaces filter on `all`, and a "Filters" button for phones', async () => {
    const html = await render({ workspaceId: 'all', show: ALL });
    expect(html).toContain('>Workspaces: </span>');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Filters/);
  });
});
