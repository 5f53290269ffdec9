/** Server-renders the Export menu: a disclosure with the two download links of the list as filtered. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ExportMenu } from './export-menu';

describe('ExportMenu', () => {
  it('offers CSV and Excel downloads of the list with its filters, without script', () => {
    const html = renderToString(
      createElement(ExportMenu, {
        target: { scope: 'companies', id: 3, dataset: 'listings', query: { retailer_id: 8, status: 'pending', search: 'oats' } },
        noun: 'listings',
      }),
    );
    expect(html).toContain('<details');
    expect(html).toContain('aria-label="Export listings"');
    expect(html).toContain('href="/api/companies/3/exports/listings?format=csv&amp;retailer_id=8&amp;status=pending&amp;search=oats"');
    expect(html).toContain('href="/api/companies/3/exports/listings?format=xlsx&amp;retailer_id=8&amp;status=pending&amp;search=oats"');
    expect(html.match(/ download=""/g)).toHaveLength(2);
  });
});

describe('ListToolbar with exports', () => {
  it('puts the Export menu in the toolbar with the list’s search and sort', async () => {
    const { ListToolbar } = await import('@/components/catalogue/list-toolbar');
    const html = renderToString(
      createElement(ListToolbar, {
        state: { page: 3, search: 'oats', sort: '-created_at' },
        onChange: () => {},
        noun: 'products',
        exports: { scope: 'companies', id: 3, dataset: 'products', query: { brand_id: 7 } },
      }),
    );
    expect(html).toContain('aria-label="Export products"');
    expect(html).toContain('href="/api/companies/3/exports/products?format=xlsx&amp;brand_id=7&amp;search=oats&amp;sort=-created_at"');
    expect(html).not.toContain('page=');
  });
});
