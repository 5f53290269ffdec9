import type { DirectoryEntry } from '@/lib/contract/directories';
import { directorySearchApi, kindMessages, masterLinkApi, partyHref } from './kinds';
import { prefillFromEntry, websiteHost } from './prefill';
import { canOfferCreate, hasExactMatch, searchPhase, searchQueryOf, searchStatusText } from './search-state';
import type { SearchInput } from './search-state';

const entry = (id: number, name: string, extra: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id,
  name,
  website: null,
  country: null,
  description: null,
  created_at: '2025-01-01',
  ...extra,
});
const input = (over: Partial<SearchInput>): SearchInput => ({ text: 'acme', settled: 'acme', results: [], isFetching: false, isError: false, ...over });

describe('directory search state', () => {
  it('searches for the trimmed text, nothing when empty', () => {
    expect(searchQueryOf('  ')).toBeNull();
    expect(searchQueryOf('  Acme   Stores ')).toBe('Acme Stores');
    expect(searchQueryOf('x'.repeat(150))).toHaveLength(100);
  });

  it.each<[string, Partial<SearchInput>, string]>([
    ['an empty box', { text: ' ', settled: '' }, 'idle'],
    ['a box still being typed in', { text: 'acme s', settled: 'acme' }, 'typing'],
    ['only spaces added to a settled text', { text: 'acme  ', settled: 'acme', results: [] }, 'empty'],
    ['a settled text being fetched', { results: undefined, isFetching: true }, 'loading'],
    ['a failed search', { isError: true }, 'error'],
    ['no result', { results: [] }, 'empty'],
    ['some results', { results: [entry(1, 'Acme')] }, 'results'],
  ])('%s is %p', (_, over, phase) => {
    expect(searchPhase(input(over))).toBe(phase);
  });

  it('offers to create an entry only when a settled search has no exact name', () => {
    expect(canOfferCreate(input({ results: [] }))).toBe(true);
    expect(canOfferCreate(input({ results: [entry(1, 'Acme Stores')] }))).toBe(true);
    expect(canOfferCreate(input({ results: [entry(1, ' ACME ')] }))).toBe(false);
    expect(canOfferCreate(input({ text: 'acme s' }))).toBe(false);
    expect(canOfferCreate(input({ isError: true }))).toBe(false);
    expect(canOfferCreate(input({ text: '', settled: '' }))).toBe(false);
    expect(hasExactMatch(undefined, 'acme')).toBe(false);
  });

  it('announces the state for screen readers', () => {
    expect(searchStatusText('idle', 0, 'retailers')).toBe('');
    expect(searchStatusText('typing', 0, 'retailers')).toBe('Searching…');
    expect(searchStatusText('empty', 0, 'retailers')).toBe('No retailers found.');
    expect(searchStatusText('results', 1, 'retailer')).toBe('1 retailer found.');
  });
});

describe('directory helpers', () => {
  it('prefills only the empty fields from a picked entry', () => {
    const picked = entry(5, 'Acme', { website: 'https://acme.test', description: 'Stores' });
    expect(prefillFromEntry({ name: '', website: ' ', description: '', other: 1 }, picked)).toEqual({
      name: 'Acme',
      website: 'https://acme.test',
      description: 'Stores',
      other: 1,
    });
    expect(prefillFromEntry({ name: 'Mine', website: '', description: 'Typed' }, picked)).toEqual({
      name: 'Mine',
      website: 'https://acme.test',
      description: 'Typed',
    });
  });

  it('shows a website by its host', () => {
    expect(websiteHost('https://www.acme.test/about')).toBe('acme.test');
    expect(websiteHost('not a url')).toBe('not a url');
    expect(websiteHost(null)).toBe('');
  });

  it('builds paths and messages per kind', () => {
    expect(directorySearchApi('distributors')).toBe('distributors/search');
    expect(masterLinkApi(3, 'partners', 9)).toBe('companies/3/master-partners/9');
    expect(partyHref(3, 'distributors', 4)).toBe('/company/3/distributors/4');
    expect(kindMessages('partners')).toMatchObject({ created: 'Partner created', fetchList: 'Error fetching partners', linked: 'Master partner linked' });
  });
});
