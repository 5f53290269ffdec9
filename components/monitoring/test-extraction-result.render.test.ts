import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import { TestExtractionPanel } from './test-extraction-panel';
import { TestExtractionResultView } from './test-extraction-result';

const base: TestExtractionResult = {
  outcome: 'extracted',
  message: null,
  page_status: 'ok',
  fetcher: 'http',
  http_status: 200,
  final_url: 'https://shop.example/kettle',
  extraction_status: 'ok',
  problems: [],
  price: { amount: 129900, list_amount: 149900, currency: 'EUR', source: 'selector', raw: '1.299,00 €' },
  availability: { value: 'in_stock', source: 'jsonld' },
  title: { value: 'Gooseneck Kettle', source: 'html_title' },
  rating: { value: 4.4, count: 89, best: null, source: 'jsonld' },
  reviews_count: 2,
  offers: [],
};
const render = (r: TestExtractionResult) => renderToStaticMarkup(createElement(TestExtractionResultView, { result: r })).replace(/<!-- -->/g, '');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('TestExtractionResultView', () => {
  it('shows what would be stored, formatted, each value with where it was read', () => {
    const t = text(render(base));
    expect(t).toContain('OK A check would record this price.');
    expect(t).toContain('Price €1,299.00 (list €1,499.00) from “1.299,00 €” · read from Price selector');
    expect(t).toContain('Availability In stock · read from JSON-LD');
    expect(t).toContain('Title Gooseneck Kettle · read from Page title');
    expect(t).toContain('Rating 4.4 / 5 (89 ratings) · read from JSON-LD');
    expect(t).toContain('Reviews 2 on the page');
    expect(t).toContain('Fetched Plain HTTP, HTTP 200 https://shop.example/kettle');
  });

  it('says why nothing was read when the page could not be fetched, without empty rows', () => {
    const refused: TestExtractionResult = {
      ...base,
      outcome: 'robots_disallowed',
      page_status: 'robots_disallowed',
      message: 'robots.txt asks monitors not to fetch this URL.',
      http_status: null,
      final_url: null,
      extraction_status: null,
      price: null,
      availability: null,
      title: null,
      rating: null,
      reviews_count: 0,
    };
    const t = text(render(refused));
    expect(t).toContain('Disallowed by robots.txt robots.txt disallows this URL: it was not fetched.');
    expect(t).toContain('robots.txt asks monitors not to fetch this URL.');
    expect(t).not.toMatch(/Price|Availability|Reviews|Fetched/);
  });

  it('lists the offers when the variation’s one must be chosen', () => {
    const offers = [
      { sku: 'MILL-S', gtin: null, url: null, name: 'Small', amount: 8900, currency: 'EUR', availability: 'in_stock' as const },
      { sku: 'MILL-L', gtin: null, url: null, name: 'Large', amount: 9900, currency: 'EUR', availability: 'out_of_stock' as const },
    ];
    const t = text(render({ ...base, page_status: 'needs_offer_mapping', extraction_status: 'needs_offer_mapping', price: null, offers }));
    expect(t).toContain('Choose the offer Several offers: no price would be recorded');
    expect(t).toContain('Small · SKU MILL-S: €89.00, In stock');
    expect(t).toContain('Large · SKU MILL-L: €99.00, Out of stock');
  });
});

describe('TestExtractionPanel', () => {
  it('is a labelled section with a plain button (not a submit of the page form) and a live region for the result', () => {
    const html = renderToStaticMarkup(
      createElement(TestExtractionPanel, { companyId: 1, productId: 2, body: { url: 'https://shop.example/k', variation_id: null } }),
    );
    expect(html).toMatch(/^<section aria-labelledby="([^"]+)"[^>]*>.*<h3 id="\1"[^>]*>Test extraction<\/h3>/);
    expect(html).toMatch(/<button type="button"[^>]*>Test extraction<\/button>/);
    expect(html).toContain('aria-live="polite"');
  });
});
