/**
 * Server-renders the header search (next/navigation mocked): the combobox the e2e journeys target,
 * its listbox wiring, the phone button, and each state of the results popover.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SearchIcon } from '@/components/ui/icons';
import type { SearchResult } from '@/lib/contract/search';
import { optionsOf, searchSections } from '@/lib/search/search-model';
import type { SearchPhase } from '@/lib/search/search-model';
import type { HeaderSearchState } from '@/lib/search/use-header-search';
import { HeaderSearch } from './header-search';
import { SearchPanel } from './search-panel';

jest.mock('next/navigation', () => ({
  usePathname: () => '/home',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const render = (element: ReactElement) => renderToString(createElement(QueryClientProvider, { client: new QueryClient() }, element));
const empty: SearchResult = { companies: [], brands: [], products: [], retailers: [], files: [], insights: [], meetings: [], tasks: [] };
const result: SearchResult = {
  ...empty,
  companies: [{ id: 1, title: 'Acme Corp', subtitle: 'Company', url: '/company/1' }],
  meetings: [{ id: 7, title: 'Acme weekly', subtitle: 'Field work · Sales', url: '/workspace/2/meetings/7' }],
};

function panel(phase: SearchPhase, patch: Partial<HeaderSearchState> = {}, active = -1): string {
  const sections = phase === 'results' ? searchSections(result, 'sx') : [];
  const search = { text: 'acme', setText: () => {}, term: 'acme', phase, pending: false, sections, options: optionsOf(sections), retry: () => {}, ...patch };
  return render(createElement(SearchPanel, { open: true, sheet: false, listboxId: 'lb', search, active, minChars: 2, onHover: () => {}, onChoose: () => {} }));
}

describe('HeaderSearch', () => {
  it('renders a combobox labelled "Search" wired to its (empty) listbox, and the phone button', () => {
    const html = render(createElement(HeaderSearch));
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('aria-keyshortcuts="/"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${id}" class="sr-only">Search</label>`);
    const controls = /aria-controls="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`id="${controls}" role="listbox" aria-label="Search results" hidden`));
    expect(html).toMatch(/<button[^>]*aria-label="Search"/);
  });
});

describe('SearchPanel', () => {
  it('lists results grouped under their headings, options labelled by title and subtitle', () => {
    const html = panel('results', {}, 1);
    expect(html).toContain('role="group" aria-labelledby="sx-companies"');
    expect(html).toMatch(/id="sx-companies"[^>]*>Companies</);
    expect(html).toMatch(/id="sx-meetings"[^>]*>Meetings</);
    expect(html).not.toContain('>Files<');
    expect(html).toMatch(/id="sx-companies-1" role="option" aria-selected="false"/);
    expect(html).toMatch(/id="sx-meetings-7" role="option" aria-selected="true"/);
    expect(html).toContain('<mark class="bg-transparent font-semibold text-foreground">Acme</mark>');
    expect(html).toContain('Field work · Sales');
    expect(html).toContain('2 results.');
  });

  it('says "No results for …", loading, too short and failed', () => {
    expect(panel('empty')).toContain('No results for “<span class="font-medium text-foreground">acme</span>”.');
    // The compact empty state, with the magnifier of "Nothing matches" elsewhere; a plain line, not a heading, in a popover outside the page's outline.
    const magnifier = renderToStaticMarkup(createElement(SearchIcon)).match(/<svg[^>]*>(.*?)<\/svg>/)?.[1];
    expect(panel('empty')).toMatch(/rounded-full bg-primary-soft[^"]*"><svg[^>]*>(.*?)<\/svg>/);
    expect(panel('empty').match(/rounded-full bg-primary-soft[^"]*"><svg[^>]*>(.*?)<\/svg>/)?.[1]).toBe(magnifier);
    expect(panel('empty')).toMatch(/<p class="font-semibold[^"]*">No results for/);
    expect(panel('loading')).toContain('Searching…');
    expect(panel('idle', { text: 'a', term: null })).toContain('Type at least 2 characters.');
    expect(panel('error')).toContain('Try again');
  });
});
