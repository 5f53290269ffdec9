import { ADMIN_NAV, areaNav, companySectionHref, MAIN_NAV } from './nav-items';

describe('navigation', () => {
  it('gives teams a place of their own in the main navigation', () => {
    expect(MAIN_NAV.map((i) => i.href)).toContain('/teams');
    expect(MAIN_NAV.some((i) => i.href.startsWith('/company/0'))).toBe(false);
  });

  it('sends a company’s "Teams" section to the teams list narrowed to that company', () => {
    expect(companySectionHref(15, 'teams')).toBe('/teams?company=15');
    expect(companySectionHref('15', 'brands')).toBe('/company/15/brands');
    expect(companySectionHref(15, '')).toBe('/company/15');
    expect(areaNav('/company/15/brands')?.items.find((i) => i.label === 'Teams')?.href).toBe('/teams?company=15');
  });

  it('gives every main and area item an icon beside its label', () => {
    const items = [...MAIN_NAV, ADMIN_NAV, ...(areaNav('/workspace/3/files')?.items ?? []), ...(areaNav('/company/15')?.items ?? [])];
    expect(items.length).toBeGreaterThan(20);
    expect(items.filter((i) => !i.icon).map((i) => i.label)).toEqual([]);
  });
});
