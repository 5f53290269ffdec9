import { pageFormBody, pageFormValues } from './page-form';
import { page } from './test-data';

describe('page form body', () => {
  it('sends the form as the page body, leaving empty settings out', () => {
    const v = {
      ...pageFormValues(undefined, 7),
      url: ' http://localhost:4600/products/kettle ',
      retailerId: '3',
      priceSelector: '.price',
      ignoreSelectors: '.clock\n\n .ad ',
    };
    expect(pageFormBody(v)).toEqual({
      url: 'http://localhost:4600/products/kettle',
      company_retailer_id: 3,
      variation_id: 7,
      fetch_mode: 'auto',
      settings: { price_selector: '.price', ignore_selectors: ['.clock', '.ad'] },
    });
  });

  it('keeps the settings the form does not show when editing, and sends the status', () => {
    const existing = page(1, { settings: { price_selector: '.old', offer_match: { sku: 'A' }, ignore_patterns: ['\\d+:\\d+'] }, status: 'paused' });
    const v = pageFormValues(existing);
    expect(v.status).toBe('paused');
    expect(pageFormBody({ ...v, priceSelector: '.new', currency: 'eur' }, existing)).toMatchObject({
      settings: { price_selector: '.new', currency: 'EUR', offer_match: { sku: 'A' }, ignore_patterns: ['\\d+:\\d+'] },
      status: 'paused',
    });
  });
});
