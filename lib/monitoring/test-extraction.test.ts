import { testExtractionBody } from '@/lib/contract/monitoring/test-extraction';
import { pageFormValues } from './page-form';
import { testExtractionBodyOf } from './test-extraction';
import { page as makePage } from './test-data';

describe('testExtractionBodyOf', () => {
  it('sends the form’s unsaved URL, fetch mode, settings and variation, and what the form does not show as saved', () => {
    const page = makePage(1, { settings: { price_selector: '.old', offer_match: { sku: 'A-1' } } });
    const values = {
      ...pageFormValues(page),
      url: ' shop.example/kettle ',
      fetchMode: 'http' as const,
      priceSelector: '.price',
      currency: 'eur',
      variationId: '7',
      retailerId: '3',
    };
    const body = testExtractionBodyOf(values, page);
    expect(body).toEqual({
      url: 'shop.example/kettle',
      fetch_mode: 'http',
      variation_id: 7,
      settings: { offer_match: { sku: 'A-1' }, price_selector: '.price', currency: 'EUR' },
    });
    // The contract reads it as the upstream will (https:// added).
    expect(testExtractionBody.parse(body)).toMatchObject({ url: 'https://shop.example/kettle', settings: { price_selector: '.price', currency: 'EUR' } });
  });
});
