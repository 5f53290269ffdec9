import { asc, eq } from 'drizzle-orm';
import {
  monitoringPages,
  monitoringPrices,
  monitoringRatings,
  monitoringReviews,
  monitoringSnapshots,
  monitoringVersions,
  notifications,
  scrapingRequests,
} from '../../db/schema';
import { readBlob } from '../record/read-blob';
import { enqueueRequests } from './enqueue-requests';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage, makeVariation } from './monitoring-test-kit';
import { startMonitoring } from './start-monitoring';

// Acceptance cases 1, 2, 5, 16, 17, 19 of shared/spec/monitoring.md: the engine against the demo
// shop on loopback, real HTTP, real PGlite, workers running.
describe('monitoring engine: content', () => {
  let e: EngineWorld;
  beforeEach(async () => {
    e = await startEngineWorld();
  });
  afterEach(() => e.close());

  const pricesOf = (pageId: number) => e.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, pageId)).orderBy(asc(monitoringPrices.id));
  const pageRow = async (pageId: number) => (await e.t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, pageId)))[0];
  const versionsOf = async (pageId: number) => {
    const [snapshot] = await e.t.deps.db.select().from(monitoringSnapshots).where(eq(monitoringSnapshots.pageId, pageId));
    return snapshot
      ? e.t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.snapshotId, snapshot.id)).orderBy(asc(monitoringVersions.number))
      : [];
  };

  it('case 1: a JSON-LD price 1299.00 → 1199.00 EUR gives two points (jsonld) and version 2 whose diff shows the change', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/espresso-machine`);
    const first = await e.scrape(page.id);
    expect(first).toMatchObject({ status: 'succeeded', fetcher: 'http', httpStatus: 200, attempts: 1, errorCode: null });
    expect(first.versionId).not.toBeNull();
    expect(first.priceId).not.toBeNull();
    expect(first.bytes).toBeGreaterThan(100);

    const again = await e.scrape(page.id);
    expect(again).toMatchObject({ status: 'unchanged', versionId: first.versionId, priceId: first.priceId });

    e.shop.setPrice('espresso-machine', 119900);
    const changed = await e.scrape(page.id);
    expect(changed.status).toBe('succeeded');
    const prices = await pricesOf(page.id);
    expect(prices.map((p) => [p.amount, p.currency, p.source, p.availability])).toEqual([
      [129900, 'EUR', 'jsonld', 'in_stock'],
      [119900, 'EUR', 'jsonld', 'in_stock'],
    ]);
    expect(prices[0].observedCount).toBe(2);
    expect(prices[1]).toMatchObject({ id: changed.priceId, versionId: changed.versionId, requestId: changed.id });

    const versions = await versionsOf(page.id);
    expect(versions.map((v) => v.number)).toEqual([1, 2]);
    expect(versions[1]).toMatchObject({ id: changed.versionId, previousVersionId: versions[0].id });
    expect(versions[1].diff).toMatchObject({ added: expect.any(Number), removed: expect.any(Number) });
    expect(versions[1].diff?.added).toBeGreaterThan(0);
    expect(versions[1].diff?.removed).toBeGreaterThan(0);
    const text = (v: (typeof versions)[number]) => readBlob(e.t.deps, v.textBlob).then((b) => b?.toString('utf8') ?? '');
    expect(await text(versions[0])).toContain('1.299,00 €');
    expect(await text(versions[1])).toContain('1.199,00 €');

    const after = await pageRow(page.id);
    expect(after).toMatchObject({ status: 'ok', consecutiveFailures: 0, lastFetcher: 'http' });
    expect(after.lastSuccessAt).not.toBeNull();
    // Next check from the product's cron ("0 */6 * * *" in Europe/Berlin): on a 6-hour boundary there.
    expect(after.nextCheckAt && after.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        after.nextCheckAt ?? new Date(),
      ),
    ).toMatch(/^(00|06|12|18):00$/);
    // The company's members heard about each finished request.
    const live = e.t.publisher.events.filter((ev) => ev.event === 'monitoring.updated');
    expect(live.at(-1)?.data).toEqual({ monitoring_product_id: e.world.productId, page_id: page.id, request_id: changed.id, status: 'succeeded' });
    expect(live.at(-1)?.channels.sort()).toEqual([`private-App.Models.User.${e.world.adminId}`, `private-App.Models.User.${e.world.memberId}`].sort());
  }, 30_000);

  it('case 2: without structured data the selector .price reads "1.299,00 €" → 129900 EUR (selector)', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/kettle`, { settings: { priceSelector: '.price' } });
    expect((await e.scrape(page.id)).status).toBe('succeeded');
    expect((await pricesOf(page.id)).map((p) => [p.amount, p.currency, p.source, p.rawText])).toEqual([
      [129900, 'EUR', 'selector', expect.stringMatching(/^1\.299,00\s€$/)],
    ]);
  }, 30_000);

  it('case 5: a page mapped to one variant of an AggregateOffer gets its price and stock; an unmapped one needs_offer_mapping and no price', async () => {
    const large = await makeVariation(e.t, e.world.productId, { name: 'Large', sku: 'MILL-L' });
    const mapped = await makePage(e.t, e.world, `${e.shop.url}/products/mill-variants?size=l`, { variationId: large });
    const unmapped = await makePage(e.t, e.world, `${e.shop.url}/products/mill-variants`);
    const [a, b] = await e.waitFinal(await enqueueRequests(e.t.deps.db, { pageIds: [mapped.id, unmapped.id], trigger: 'manual' }));
    expect(a.status).toBe('succeeded');
    expect((await pricesOf(mapped.id)).map((p) => [p.amount, p.availability, p.variationId])).toEqual([[9900, 'out_of_stock', large]]);
    expect(b).toMatchObject({ status: 'succeeded', priceId: null });
    expect(await pricesOf(unmapped.id)).toEqual([]);
    expect(await pageRow(unmapped.id)).toMatchObject({ status: 'needs_offer_mapping', statusDetail: expect.stringContaining('2 offers') });
  }, 30_000);

  it('case 16: OutOfStock from schema.org, "Ausverkauft" from the text, and unknown with neither (never in_stock by default)', async () => {
    e.shop.setInStock('mill-l', false);
    const large = await makeVariation(e.t, e.world.productId, { name: 'Large', sku: 'MILL-L' });
    const structured = await makePage(e.t, e.world, `${e.shop.url}/products/mill-variants?size=l`, { variationId: large });
    const words = await makePage(e.t, e.world, `${e.shop.url}/products/sold-out`, { settings: { priceSelector: '.price' } });
    const neither = await makePage(e.t, e.world, `${e.shop.url}/products/kettle`, { settings: { priceSelector: '.price' } });
    await e.waitFinal(await enqueueRequests(e.t.deps.db, { pageIds: [structured.id, words.id, neither.id], trigger: 'manual' }));
    expect((await pricesOf(structured.id)).map((p) => p.availability)).toEqual(['out_of_stock']);
    expect((await pricesOf(words.id)).map((p) => p.availability)).toEqual(['out_of_stock']);
    expect((await pricesOf(neither.id)).map((p) => p.availability)).toEqual(['unknown']);
  }, 30_000);

  it('case 17: aggregateRating 4.4 / 89 is recorded; two identical reviews again add none, a new one adds one', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/reviewed`);
    await e.scrape(page.id);
    const reviews = () => e.t.deps.db.select().from(monitoringReviews).where(eq(monitoringReviews.pageId, page.id));
    expect((await reviews()).map((r) => r.author).sort()).toEqual(['Anna', 'Ben']);
    expect(
      await e.t.deps.db
        .select({ value: monitoringRatings.value, count: monitoringRatings.count })
        .from(monitoringRatings)
        .where(eq(monitoringRatings.pageId, page.id)),
    ).toEqual([{ value: 4.4, count: 89 }]);
    await e.scrape(page.id);
    expect(await reviews()).toHaveLength(2);
    e.shop.state.reviews.push({ author: 'Cleo', rating: 3, date: '2025-03-01', body: 'Fine.' });
    await e.scrape(page.id);
    expect((await reviews()).map((r) => r.author).sort()).toEqual(['Anna', 'Ben', 'Cleo']);
  }, 30_000);

  it('case 19: "scrape now" twice leaves one queued request per page; the scrape request finishes with done = total', async () => {
    const pages = await Promise.all(['item-1', 'item-2'].map((slug) => makePage(e.t, e.world, `${e.shop.url}/products/${slug}`)));
    await e.engine.stop();
    const ids = pages.map((p) => p.id);
    const [scrape] = await e.t.deps.db.insert(scrapingRequests).values({ companyId: e.world.companyId, pageIds: ids, total: 2 }).returning();
    const first = await enqueueRequests(e.t.deps.db, { pageIds: ids, trigger: 'manual', scrapingRequestId: scrape.id });
    const second = await enqueueRequests(e.t.deps.db, { pageIds: ids, trigger: 'manual', scrapingRequestId: scrape.id });
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
    // A fresh engine (the old one was stopped) runs them.
    e.engine = startMonitoring(e.t.deps, { scheduler: 'external', log: (m) => e.logs.push(m) });
    await e.waitFinal(first);
    const [progress] = await e.t.deps.db.select().from(scrapingRequests).where(eq(scrapingRequests.id, scrape.id));
    expect(progress).toMatchObject({ done: 2, total: 2, status: 'finished' });
    expect(progress.finishedAt).not.toBeNull();
    expect(await e.t.deps.db.select().from(notifications)).toEqual([]);
  }, 30_000);
});
