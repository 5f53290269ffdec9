/** The wizard's steps render what the journey relies on: labelled selects with the suggestion, counts, problems by cell, the progress bar. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImportResource } from '@/lib/contract/imports';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { ResultStep } from './result-step';
import { WizardSteps } from './wizard-steps';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const render = (el: ReactElement) => renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, el));

const item: ImportResource = {
  id: 3,
  company_id: 9,
  file_name: 'homely.xlsx',
  format: 'xlsx',
  status: 'mapping',
  headers: ['Product', 'Item code', 'MSRP'],
  sample: [
    ['Kettle', 'HM-100', '20.99'],
    ['Kettle', 'HM-100', ''],
  ],
  row_count: 20,
  mapping: { Product: 'product_name', 'Item code': null, MSRP: 'product_msrp' },
  options: { monitor_listings: false, decimal_separator: 'auto', currency: 'USD' },
  progress: { done: 0, total: 0 },
  counts: null,
  error_count: 0,
  errors: [],
  failure: null,
  created_by: { id: 1, name: 'Ines' },
  created_at: '2026-12-06T10:00:00Z',
  updated_at: '2026-12-06T10:00:00Z',
  finished_at: null,
};
const counts = {
  products: { create: 5, update: 0, unchanged: 0 },
  retailers: { create: 4, update: 0, unchanged: 0 },
  listings: { create: 0, update: 0, unchanged: 0 },
} as ImportResource['counts'];
const errors = [{ cell: 'D8', row: 8, column: 'MSRP', message: 'MSRP "twelve dollars" is not a price.' }];

describe('import wizard steps', () => {
  it('maps each column with a labelled select pre-filled with the suggestion, "Ignore this column" and grouped fields', () => {
    const html = render(createElement(MappingStep, { item, onPreviewed: () => undefined }));
    expect(html).toContain('Field for column “Item code”');
    expect(html).toMatch(/<option value="" selected="">Ignore this column<\/option>/);
    expect(html).toMatch(/<option value="product_name" selected="">Product<\/option>/);
    expect(html).toContain('<optgroup label="Listing at the retailer">');
    expect(html).toContain('HM-100');
    expect(html).toContain('Monitor these listings');
    expect(html).toContain('2 columns of 3 mapped');
  });

  it('previews counts (kinds without changes left out) and problems by cell, with the report and "Import 19 rows"', () => {
    const html = render(createElement(PreviewStep, { item: { ...item, status: 'previewed', counts, errors, error_count: 1 }, onBack: () => undefined }));
    expect(html).toMatch(/<th scope="row"[^>]*>Products<\/th>/);
    expect(html).not.toContain('>Listings<');
    expect(html).toContain('D8');
    expect(html).toContain('href="/api/companies/9/imports/3/report"');
    expect(html).toContain('Import 19 rows');
    expect(html).toContain('Back to mapping');
  });

  it('shows progress as a progressbar with its value', () => {
    const html = render(createElement(ProgressStep, { item: { ...item, status: 'running', progress: { done: 5, total: 20 } } }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="25"/);
    expect(html).toContain('5 of 20 (25%)');
  });

  it('ends with the counts, the report and the lists; a failure says why', () => {
    const done = render(createElement(ResultStep, { item: { ...item, status: 'done', counts } }));
    expect(done).toContain('Import complete');
    expect(done).toContain('href="/company/9/products"');
    expect(done).toContain('href="/company/9/retailers"');
    const failed = render(createElement(ResultStep, { item: { ...item, status: 'failed', failure: 'The file could not be read.' } }));
    expect(failed).toContain('The file could not be read.');
  });

  it('marks the current step', () => {
    expect(render(createElement(WizardSteps, { current: 'Preview' }))).toMatch(/aria-current="step"[^>]*>.*Preview/);
  });
});
