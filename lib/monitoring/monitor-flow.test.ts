import type { ApiResult } from '@/lib/api/api-fetch';
import { emptyDraft, emptyProgress, runMonitorFlow } from './monitor-flow';
import type { Draft, Send } from './monitor-flow';

const ok = (id: number): ApiResult<{ id: number }> => ({ ok: true, status: 201, data: { id }, body: { data: { id } } });
const refused = (errors: Record<string, string[]>): ApiResult<{ id: number }> => ({
  ok: false,
  status: 422,
  message: 'bad',
  messages: ['bad'],
  fieldErrors: errors,
  body: null,
});

function recorder(answers: (path: string) => ApiResult<{ id: number }>) {
  const calls: [string, Record<string, unknown>][] = [];
  const send: Send = async (path, body) => {
    calls.push([path, body]);
    return answers(path);
  };
  return { calls, send };
}

const draft = (): Draft => ({
  ...emptyDraft(),
  name: 'Espresso',
  mapAmount: '1249.00',
  variations: [{ name: 'Black' }],
  pages: [
    { url: 'http://127.0.0.1:4600/products/espresso-machine', retailerId: '3', variation: '0', priceSelector: '' },
    { url: 'http://localhost:4600/products/kettle', retailerId: '4', variation: '', priceSelector: '.price' },
  ],
});

describe('monitor a product in one flow', () => {
  it('creates the product, then its variations, then its pages naming the new variation', async () => {
    let n = 10;
    const { calls, send } = recorder(() => ok(n++));
    const res = await runMonitorFlow(5, draft(), emptyProgress(), send);
    expect(res).toEqual({ ok: true, productId: 10, progress: { productId: 10, variationIds: [11], pageIds: [12, 13] } });
    expect(calls.map(([p]) => p)).toEqual([
      'companies/5/monitoring-products',
      'companies/5/monitoring-products/10/variations',
      'companies/5/monitoring-products/10/pages',
      'companies/5/monitoring-products/10/pages',
    ]);
    expect(calls[0][1]).toEqual({ name: 'Espresso', brand: '', product_id: null, map_amount: 124900, map_currency: 'EUR' });
    expect(calls[2][1]).toEqual({ url: 'http://127.0.0.1:4600/products/espresso-machine', company_retailer_id: 3, variation_id: 11 });
    expect(calls[3][1]).toEqual({
      url: 'http://localhost:4600/products/kettle',
      company_retailer_id: 4,
      variation_id: null,
      settings: { price_selector: '.price' },
    });
  });

  it('stops at a refused page with its errors under the row, and carries on from there the next time', async () => {
    let n = 10;
    const first = recorder((path) => (path.endsWith('/pages') && n > 12 ? refused({ url: ['The url is invalid.'] }) : ok(n++)));
    const res = await runMonitorFlow(5, draft(), emptyProgress(), first.send);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.errors).toEqual({ 'pages.1.url': ['The url is invalid.'] });
    expect(res.progress).toEqual({ productId: 10, variationIds: [11], pageIds: [12] });

    const again = recorder(() => ok(20));
    const done = await runMonitorFlow(5, draft(), res.progress, again.send);
    expect(again.calls.map(([p]) => p)).toEqual(['companies/5/monitoring-products/10/pages']);
    expect(done).toMatchObject({ ok: true, productId: 10, progress: { pageIds: [12, 20] } });
  });

  it('checks the MAP amount before sending anything', async () => {
    const { calls, send } = recorder(() => ok(1));
    const res = await runMonitorFlow(5, { ...draft(), mapAmount: '12.3.4' }, emptyProgress(), send);
    expect(res).toMatchObject({ ok: false, errors: { map_amount: ['The MAP must be an amount such as 1249.00.'] } });
    expect(calls).toHaveLength(0);
  });
});
