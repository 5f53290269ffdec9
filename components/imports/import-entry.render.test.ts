/** The company screen's "Import from spreadsheet" is for those who may write the company, like Edit. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CompanyActions } from '@/components/companies/company-actions';
import type { Company } from '@/lib/contract/companies';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const company = (canEdit: boolean) =>
  ({ id: 5, name: 'Homely Goods', can_edit: canEdit, counts: { brands: 0, products: 0, retailers: 0, partners: 0, distributors: 0 } }) as unknown as Company;
const render = (canEdit: boolean) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(CompanyActions, { company: company(canEdit) })));

describe('the import entry on the company screen', () => {
  it('leads the company’s admins to /company/{id}/import', () => {
    expect(render(true)).toMatch(/<a [^>]*href="\/company\/5\/import"[^>]*>Import from spreadsheet<\/a>/);
  });

  it('is not there for a reader', () => {
    expect(render(false)).not.toContain('Import from spreadsheet');
  });
});
