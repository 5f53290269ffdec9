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

  it('writes steps one a line and reads them back; keeps what the engine learned; a line that is no step is refused by the contract', async () => {
    const steps = [
      { action: 'click' as const, selector: '#accept-cookies' },
      { action: 'wait' as const, ms: 500 },
      { action: 'wait_for' as const, selector: '.price' },
    ];
    const existing = page(1, { settings: { steps, learned_ignores: ['^Build \\S+$'] } });
    const v = pageFormValues(existing);
    expect(v.steps).toBe('click #accept-cookies\nwait 500\nwait for .price');
    expect(pageFormBody(v, existing).settings).toEqual({ steps, learned_ignores: ['^Build \\S+$'] });
    const body = pageFormBody({ ...v, steps: 'click #a\nscroll down' }, existing);
    const { pageUpdateBody } = await import('@/lib/contract/monitoring/pages');
    const parsed = pageUpdateBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['settings.steps.1.action']);
  });
});
