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
