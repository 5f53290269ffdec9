import type { SearchResult } from '@/lib/contract/search';
import { appPath, highlightParts, moveActive, optionsOf, searchPhase, searchSections, searchTermOf } from './search-model';

const hit = (id: number, title: string) => ({ id, title, subtitle: null, url: `/x/${id}` });
const empty: SearchResult = { companies: [], brands: [], products: [], retailers: [], files: [], insights: [], meetings: [], tasks: [] };

describe('searchTermOf', () => {
  it('needs 2 characters, collapses spaces and caps the length', () => {
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf(' a ')).toBeNull();
    expect(searchTermOf('  ac   me ')).toBe('ac me');
    expect(searchTermOf('x'.repeat(150))).toHaveLength(100);
  });
});

describe('searchSections', () => {
  it('keeps the group order, hides empty groups and numbers options across groups', () => {
    const result = { ...empty, tasks: [hit(9, 'Call Acme')], companies: [hit(1, 'Acme'), hit(2, 'Acme EU')], files: [hit(4, 'Acme deck')] };
    const sections = searchSections(result, 's');
    expect(sections.map((s) => s.label)).toEqual(['Companies', 'Files', 'Tasks']);
    expect(optionsOf(sections).map((o) => [o.index, o.domId])).toEqual([
      [0, 's-companies-1'],
      [1, 's-companies-2'],
      [2, 's-files-4'],
      [3, 's-tasks-9'],
    ]);
    expect(sections[0].headingId).toBe('s-companies');
    expect(searchSections(undefined, 's')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('wraps at both ends and starts from either end when nothing is highlighted', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(7, 1, 3)).toBe(0);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});

describe('searchPhase', () => {
  const base = { text: 'acme', settledTerm: 'acme', result: empty, pending: false, isError: false };
  it('is idle under 2 characters and loading until the first answer', () => {
    expect(searchPhase({ ...base, text: 'a' })).toBe('idle');
    expect(searchPhase({ ...base, result: undefined, pending: true })).toBe('loading');
    expect(searchPhase({ ...base, settledTerm: null, result: undefined })).toBe('loading');
  });
  it('says empty only once the search for this text has answered', () => {
    expect(searchPhase(base)).toBe('empty');
    expect(searchPhase({ ...base, pending: true })).toBe('loading');
  });
  it('keeps earlier results on screen while the next ones load, and reports errors', () => {
    expect(searchPhase({ ...base, result: { ...empty, files: [hit(1, 'Acme')] }, pending: true })).toBe('results');
    expect(searchPhase({ ...base, isError: true })).toBe('error');
    expect(searchPhase({ ...base, isError: true, pending: true })).toBe('loading');
  });
});

describe('appPath', () => {
  it('accepts app paths only', () => {
    expect(appPath('/workspaces/2/files?fileId=4')).toBe('/workspaces/2/files?fileId=4');
    expect(appPath('//evil.example')).toBeNull();
    expect(appPath('/\\evil.example')).toBeNull();
    expect(appPath('https://evil.example')).toBeNull();
    expect(appPath('javascript:alert(1)')).toBeNull();
  });
});

describe('highlightParts', () => {
  it('marks the first case-insensitive match', () => {
    expect(highlightParts('Big ACME deal', 'acme')).toEqual([
      { text: 'Big ', match: false },
      { text: 'ACME', match: true },
      { text: ' deal', match: false },
    ]);
    expect(highlightParts('Acme', 'acme')).toEqual([{ text: 'Acme', match: true }]);
    expect(highlightParts('Other', 'acme')).toEqual([{ text: 'Other', match: false }]);
    expect(highlightParts('Other', null)).toEqual([{ text: 'Other', match: false }]);
  });
});
