import { activeFilterCount, filtersToQuery, readFilters, writeFilters } from './filter-params';

describe('global filter URL state', () => {
  it('round-trips every filter through the URL and drops malformed values', () => {
    const p = writeFilters(new URLSearchParams('fileId=9'), {
      workspaceIds: [2, 3],
      retailerIds: [5],
      category: 'Sales',
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      search: ' promo ',
    });
    expect(p.get('fileId')).toBe('9');
    expect(readFilters(p)).toMatchObject({
      workspaceIds: [2, 3],
      retailerIds: [5],
      category: 'Sales',
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      search: 'promo',
      page: 1,
    });
    expect(readFilters(new URLSearchParams('workspace_ids=1,x,-2,1&category=Nope&date_from=2026-13-45&page=abc'))).toMatchObject({
      workspaceIds: [1],
      category: null,
      dateFrom: null,
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    const p = writeFilters(new URLSearchParams('page=3'), { category: 'Admin' });
    expect(p.get('page')).toBeNull();
    expect(writeFilters(p, { page: 2 }).get('page')).toBe('2');
  });

  it('narrows the route scope with the workspaces filter', () => {
    const f = readFilters(new URLSearchParams('workspace_ids=2,9'));
    expect(filtersToQuery(f, [1, 2]).workspace_ids).toBe('2');
    expect(filtersToQuery(readFilters(new URLSearchParams('')), [4]).workspace_ids).toBe('4');
    expect(filtersToQuery(readFilters(new URLSearchParams('')), []).workspace_ids).toBeUndefined();
    expect(activeFilterCount(readFilters(new URLSearchParams('category=Sales&date_to=2026-01-01')))).toBe(2);
  });
});
