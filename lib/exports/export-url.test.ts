import { exportUrl } from './export-url';

describe('exportUrl', () => {
  it('carries the format and the list’s filters, leaving out paging and empty values', () => {
    expect(
      exportUrl({ scope: 'companies', id: 3, dataset: 'products', query: { search: ' oats ', sort: 'name', page: 2, brand_id: 7, category: '' } }, 'csv'),
    ).toBe('/api/companies/3/exports/products?format=csv&search=oats&sort=name&brand_id=7');
  });

  it('writes id lists comma-separated, as the workspace lists read them', () => {
    expect(exportUrl({ scope: 'workspaces', id: 9, dataset: 'files', query: { retailer_ids: [4, 5], brand_ids: [], date_from: null } }, 'xlsx')).toBe(
      '/api/workspaces/9/exports/files?format=xlsx&retailer_ids=4%2C5',
    );
  });
});
