import { priceResource, type PriceResource } from '@/lib/contract/monitoring/prices';
import { monitoringPrices, monitoringVariations } from '../../../db/schema';
import { recordPriceObservation } from '../../../monitoring/record/record-price';
import type { TestApp } from '../../../test/create-test-app';
import { call, expectAccessRules, historyWorld, type ErrorBody, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld((world) => {
  ({ t, s } = world);
});

const scraped = (pageId: number, amount: number, day: number, currency = 'EUR') =>
  recordPriceObservation(t.deps.db, {
    monitoringProductId: s.productId,
    pageId,
    variationId: null,
    amount,
    currency,
    availability: 'in_stock',
    source: 'jsonld',
    rawText: `${amount / 100} €`,
    observedAt: new Date(Date.UTC(2025, 0, day)),
  });

describe('monitoring prices', () => {
  it('a manual price starts a point (201); the same values again extend it (200)', async () => {
    const body = { page_id: s.pageB.pageId, amount: 129900, currency: 'eur', availability: 'in_stock', observed_at: '2025-01-05T10:00:00Z' };
    const first = await call<{ data: PriceResource }>(t, s.owner.token, 'POST', `${s.base}/prices`, body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      page_id: s.pageB.pageId,
      variation_id: null,
      amount: 129900,
      currency: 'EUR',
      source: 'manual',
      observed_count: 1,
      first_observed_at: '2025-01-05T10:00:00.000Z',
    });
    expect(priceResource.strict().parse(first.body.data)).toEqual(first.body.data);
    const again = await call<{ data: PriceResource }>(t, s.owner.token, 'POST', `${s.base}/prices`, { ...body, observed_at: '2025-01-06T10:00:00Z' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, observed_count: 2, last_observed_at: '2025-01-06T10:00:00.000Z' });
  });

  it('lists newest first with page, variation and period filters; series=1 answers every point oldest first', async () => {
    await scraped(s.pageA.pageId, 129900, 1);
    await scraped(s.pageA.pageId, 119900, 10);
    await scraped(s.pageB.pageId, 139900, 5);
    const all = await call<Paged<PriceResource>>(t, s.member.token, 'GET', `${s.base}/prices?per_page=2`);
    expect(all.body.data.map((p) => p.amount)).toEqual([119900, 139900]);
    expect(all.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const ofA = await call<{ data: PriceResource[]; meta?: unknown }>(t, s.member.token, 'GET', `${s.base}/prices?page_id=${s.pageA.pageId}&series=1`);
    expect(ofA.body.data.map((p) => p.amount)).toEqual([129900, 119900]);
    expect(ofA.body.meta).toBeUndefined();
    const window = await call<Paged<PriceResource>>(t, s.member.token, 'GET', `${s.base}/prices?from=2025-01-04&to=2025-01-08`);
    expect(window.body.data.map((p) => p.amount)).toEqual([139900]);
    expect((await call(t, s.member.token, 'GET', `${s.base}/prices?from=yesterday`)).status).toBe(422);
  });

  it('a variation price resolves through the page; a page of another variation is a 422', async () => {
    const [v] = await t.deps.db.insert(monitoringVariations).values({ monitoringProductId: s.productId, name: 'Red' }).returning();
    const byVariation = await call<{ data: PriceResource }>(t, s.owner.token, 'POST', `${s.base}/prices`, { variation_id: v.id, amount: 100, currency: 'EUR' });
    expect(byVariation.body.data).toMatchObject({ page_id: null, variation_id: v.id, availability: 'unknown' });
    const clash = await call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/prices`, {
      page_id: s.pageA.pageId,
      variation_id: v.id,
      amount: 100,
      currency: 'EUR',
    });
    expect(clash.body.errors.variation_id).toEqual(['The page is watched for another variation.']);
  });

  it('only manual points can be changed or deleted: scraped evidence is a 422', async () => {
    const { price } = await scraped(s.pageA.pageId, 119900, 1);
    const put = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/prices/${price.id}`, { amount: 1 });
    expect(put.status).toBe(422);
    expect(put.body.message).toBe('Only manual prices can be changed.');
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/prices/${price.id}`)).status).toBe(422);
    const manual = (
      await call<{ data: PriceResource }>(t, s.owner.token, 'POST', `${s.base}/prices`, { page_id: s.pageB.pageId, amount: 5000, currency: 'EUR' })
    ).body.data;
    const edited = await call<{ data: PriceResource }>(t, s.owner.token, 'PUT', `${s.base}/prices/${manual.id}`, {
      amount: 4900,
      list_amount: 5900,
      observed_at: '2025-02-01',
    });
    expect(edited.body.data).toMatchObject({ amount: 4900, list_amount: 5900, currency: 'EUR', first_observed_at: '2025-02-01T00:00:00.000Z' });
    expect(
      (await call<{ data: PriceResource }>(t, s.owner.token, 'PUT', `${s.base}/prices/${manual.id}`, { list_amount: null })).body.data.list_amount,
    ).toBeNull();
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/prices/${manual.id}`)).body).toEqual({ message: 'Price has been deleted.' });
    expect((await t.deps.db.select().from(monitoringPrices)).map((p) => p.id)).toEqual([price.id]);
  });

  it('422s for the body', async () => {
    const post = (body: unknown) => call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/prices`, body);
    const none = await post({ amount: 100, currency: 'EUR' });
    expect(none.body.errors.page_id).toEqual(['Choose the page or the variation the price was seen for.']);
    const bad = await post({ page_id: s.pageA.pageId, amount: 12.5, currency: 'EURO', availability: 'maybe' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'availability', 'currency']);
    expect((await post({ page_id: s.pageA.pageId, amount: null, currency: 'EUR' })).body.errors.amount).toBeDefined();
    expect((await post({ page_id: s.foreign.pageId, amount: 100, currency: 'EUR' })).body.errors.page_id).toEqual(['The selected page is invalid.']);
  });

  it('applies the access rules on every call', async () => {
    const manual = (
      await call<{ data: PriceResource }>(t, s.owner.token, 'POST', `${s.base}/prices`, { page_id: s.pageA.pageId, amount: 100, currency: 'EUR' })
    ).body.data;
    await expectAccessRules(t, s, 'GET', '/prices');
    await expectAccessRules(t, s, 'GET', `/prices/${manual.id}`);
    await expectAccessRules(t, s, 'POST', '/prices', { page_id: s.pageA.pageId, amount: 200, currency: 'EUR' });
    await expectAccessRules(t, s, 'PUT', `/prices/${manual.id}`, { amount: 300 });
    await expectAccessRules(t, s, 'DELETE', `/prices/${manual.id}`);
    const theirs = await recordPriceObservation(t.deps.db, {
      monitoringProductId: s.foreign.productId,
      pageId: s.foreign.pageId,
      variationId: null,
      amount: 1,
      currency: 'EUR',
      availability: 'unknown',
      source: 'manual',
      observedAt: new Date(),
    });
    expect((await call(t, s.owner.token, 'GET', `${s.base}/prices/${theirs.price.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/prices/${theirs.price.id}`)).status).toBe(404);
  });
});
