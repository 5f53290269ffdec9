/**
 * The company page's "At a glance" (decision 0042): the counts the company record carries, in the
 * sidebar's order, each a link to its list; no descriptions and no "Sections" grid.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Company } from '@/lib/contract/companies';
import { CompanyAtAGlance } from './company-at-a-glance';

const company: Company = {
  id: 7,
  name: 'Northwind',
  subdomain: 'northwind',
  description: null,
  website: null,
  industry: null,
  image: null,
  can_edit: false,
  teams: [{ id: 4, name: 'Sales', role: 'member' }],
  counts: { brands: 12, products: 30, retailers: 0, partners: 2, distributors: 1 },
  created_at: '2026-01-01T00:00:00Z',
};

describe('CompanyAtAGlance', () => {
  const html = renderToString(createElement(CompanyAtAGlance, { company }));
  const tiles = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*><span[^>]*>(\d+)<\/span><span[^>]*>([^<]+)<\/span><\/a>/g)].map((m) => [m[1], m[2], m[3]]);

  it('shows each counted section as a number and its label, linking to the list', () => {
    expect(tiles).toEqual([
      ['/teams?company=7', '1', 'Team'],
      ['/company/7/distributors', '1', 'Distributor'],
      ['/company/7/retailers', '0', 'Retailers'],
      ['/company/7/partners', '2', 'Partners'],
      ['/company/7/brands', '12', 'Brands'],
      ['/company/7/products', '30', 'Products'],
    ]);
  });

  it('is one labelled list, wrapping as many to a row as fit (no overflow at 320 px)', () => {
    expect(html).toMatch(/^<ul aria-label="At a glance" class="flex flex-wrap[^"]*"><li class="[^"]*flex-1 basis-\[6.5rem\]/);
    expect(html).not.toContain('Sections');
  });
});
