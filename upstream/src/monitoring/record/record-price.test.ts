import { monitoringPrices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { recordPriceObservation, type PriceObservation } from './record-price';
import { seedMonitoredPage } from './seed-page';

let t: TestApp;
let page: Awaited<ReturnType<typeof seedMonitoredPage>>;
beforeEach(async () => {
  t = await createTestApp();
  page = await seedMonitoredPage(t.deps.db);
});
afterEach(async () => t.close());

const day = (d: number) => new Date(Date.UTC(2025, 0, d, 12));
const observe = (over: Partial<PriceObservation>) =>
  recordPriceObservation(t.deps.db, {
    monitoringProductId: page.productId,
    pageId: page.pageId,
    variationId: null,
    amount: 129900,
    currency: 'EUR',
    availability: 'in_stock',
    source: 'jsonld',
    observedAt: day(1),
    ...over,
  });

describe('recordPriceObservation', () => {
  it('a repeat of the same values extends the row instead of adding one (case 6)', async () => {
    const first = await observe({ observedAt: day(1), rawText: '1.299,00 €' });
    expect(first).toMatchObject({ change: 'first', previous: null });
    const again = await observe({ observedAt: day(3) });
    expect(again.change).toBe('unchanged');
    expect(again.price).toMatchObject({ id: first.price.id, observedCount: 2, firstObservedAt: day(1), lastObservedAt: day(3), rawText: '1.299,00 €' });
    expect(await t.deps.db.select().from(monitoringPrices)).toHaveLength(1);
  });

  it('a new amount, then a new availability, each start a row (case 1: 129900 then 119900)', async () => {
    const first = await observe({});
    const drop = await observe({ amount: 119900, observedAt: day(2) });
    expect(drop).toMatchObject({ change: 'changed', previous: { id: first.price.id, amount: 129900 }, price: { amount: 119900, currency: 'EUR' } });
    const out = await observe({ amount: 119900, availability: 'out_of_stock', observedAt: day(3) });
    expect(out.change).toBe('availability_changed');
    const rows = await t.deps.db.select().from(monitoringPrices).orderBy(monitoringPrices.firstObservedAt);
    expect(rows.map((r) => [r.amount, r.availability])).toEqual([
      [129900, 'in_stock'],
      [119900, 'in_stock'],
      [119900, 'out_of_stock'],
    ]);
  });

  it('EUR to USD is a currency change, not a price drop (case 21)', async () => {
    await observe({ amount: 129900 });
    const usd = await observe({ amount: 99900, currency: 'USD', observedAt: day(2) });
    expect(usd.change).toBe('currency_changed');
    expect(usd.price).toMatchObject({ amount: 99900, currency: 'USD' });
    // Back in USD the series goes on from the USD row.
    expect((await observe({ amount: 99900, currency: 'USD', observedAt: day(3) })).change).toBe('unchanged');
  });

  it('keeps a series per page and per variation', async () => {
    const other = await seedMonitoredPage(t.deps.db, { companyId: page.companyId, productId: page.productId });
    await observe({});
    expect((await observe({ pageId: other.pageId })).change).toBe('first');
    expect((await observe({ pageId: null, variationId: null, source: 'manual' })).change).toBe('first');
  });
});
