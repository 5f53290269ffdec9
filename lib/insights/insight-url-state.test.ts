import { readInsightId, readPreselected, withInsightId, withoutPreselected } from './insight-url-state';
import { insightsHref } from './insight-paths';

describe('insight URL state', () => {
  it('reads the open insight, ignoring malformed or out-of-range ids', () => {
    expect(readInsightId(new URLSearchParams('insightId=42'))).toBe(42);
    for (const bad of ['', 'abc', '0', '-3', '1.5', '99999999999', '3000000000']) {
      expect(readInsightId(new URLSearchParams(`insightId=${bad}`))).toBeNull();
    }
  });

  it('reads preselected resources in order without duplicates or junk', () => {
    expect(readPreselected(new URLSearchParams('preselectedResources=3,1,x,3,,0,7'))).toEqual([3, 1, 7]);
    expect(readPreselected(new URLSearchParams(''))).toEqual([]);
  });

  it('opens and closes the detail while keeping the filters', () => {
    const opened = withInsightId(new URLSearchParams('category=Sales&page=2'), 9);
    expect(opened.toString()).toBe('category=Sales&page=2&insightId=9');
    expect(withInsightId(opened, null).toString()).toBe('category=Sales&page=2');
    expect(withoutPreselected(new URLSearchParams('preselectedResources=1,2&search=x')).toString()).toBe('search=x');
  });

  it('builds shareable links', () => {
    expect(insightsHref('all', { preselected: [4, 5] })).toBe('/workspace/all/insights?preselectedResources=4,5');
    expect(insightsHref('3', { insightId: 8 })).toBe('/workspace/3/insights?insightId=8');
    expect(insightsHref('3')).toBe('/workspace/3/insights');
  });
});
