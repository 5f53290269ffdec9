import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { monitoringPages, monitoringPrices, monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { readBlob } from '../record/read-blob';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage } from './monitoring-test-kit';

const CHROMIUM = '/usr/bin/chromium';
const withChromium = existsSync(CHROMIUM) ? describe : describe.skip;

withChromium('monitoring engine: Chromium fallback (case 8, real browser)', () => {
  let e: EngineWorld;
  beforeAll(async () => {
    e = await startEngineWorld({ env: { MONITORING_BROWSER: 'true', MONITORING_BROWSER_PATH: CHROMIUM } });
  }, 60_000);
  afterAll(() => e.close(), 60_000);

  const pageRow = async (pageId: number) => (await e.t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, pageId)))[0];
  const versionsOf = async (pageId: number) => {
    const [snapshot] = await e.t.deps.db.select().from(monitoringSnapshots).where(eq(monitoringSnapshots.pageId, pageId));
    return e.t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.snapshotId, snapshot.id)).orderBy(monitoringVersions.number);
  };

  it('a price inserted by script after 300 ms: HTTP finds none, the browser finds it (fetcher browser, with a screenshot)', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/script-price`, { fetchMode: 'auto', settings: { priceSelector: '.price' } });
    const request = await e.scrape(page.id);
    expect(request).toMatchObject({ status: 'succeeded', fetcher: 'browser', httpStatus: 200 });
    const prices = await e.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, page.id));
    expect(prices.map((p) => [p.amount, p.currency, p.source])).toEqual([[129900, 'EUR', 'selector']]);
    const [version] = await versionsOf(page.id);
    const png = PNG.sync.read((await readBlob(e.t.deps, version.screenshotBlob ?? '')) as Buffer);
    expect(png.width).toBe(1280);
    // The browser rendered the document HTTP had fetched: the retailer was asked once.
    expect(e.shop.log().filter((l) => l.path === '/products/script-price')).toHaveLength(1);
  }, 60_000);

  it('an HTTP-fetched page gets a screenshot (scripts off) only when its version is new', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/grinder`);
    expect(await e.scrape(page.id)).toMatchObject({ status: 'succeeded', fetcher: 'http' });
    expect(await e.scrape(page.id)).toMatchObject({ status: 'unchanged', fetcher: 'http' });
    const versions = await versionsOf(page.id);
    expect(versions).toHaveLength(1);
    expect(versions[0].screenshotBlob).not.toBeNull();
  }, 60_000);

  it('a "…" placeholder before the script-drawn price is waited out: three checks, three prices, never extraction_failed (issue 35)', async () => {
    const page = await makePage(e.t, e.world, `${e.shop.url}/products/placeholder-price?delay=900`, {
      fetchMode: 'browser',
      settings: { priceSelector: '.price' },
    });
    for (let i = 0; i < 3; i += 1) {
      expect(await e.scrape(page.id)).toMatchObject({ status: i === 0 ? 'succeeded' : 'unchanged', fetcher: 'browser', errorCode: null });
      expect((await pageRow(page.id)).status).toBe('ok');
    }
    const prices = await e.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, page.id));
    expect(prices.map((p) => [p.amount, p.currency, p.source, p.observedCount])).toEqual([[7990, 'EUR', 'selector', 3]]);
  }, 90_000);

  it('page steps accept the cookie banner and choose a size before the price is read; a failing step says which one', async () => {
    const steps = [
      { action: 'click' as const, selector: '#accept-cookies' },
      { action: 'wait' as const, ms: 50 },
      { action: 'click' as const, selector: 'button[data-size=l]' },
    ];
    const good = await makePage(e.t, e.world, `${e.shop.url}/products/stepped-price`, { fetchMode: 'auto', settings: { priceSelector: '.price', steps } });
    expect(await e.scrape(good.id)).toMatchObject({ status: 'succeeded', fetcher: 'browser' });
    const prices = await e.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, good.id));
    expect(prices.map((p) => [p.amount, p.currency])).toEqual([[3490, 'EUR']]);

    const bad = await makePage(e.t, e.world, `${e.shop.url}/products/stepped-price?v=2`, {
      fetchMode: 'auto',
      settings: { priceSelector: '.price', steps: [steps[0], { action: 'click', selector: '#no-such-button' }] },
    });
    const failed = await e.scrape(bad.id);
    expect(failed).toMatchObject({ status: 'failed', fetcher: 'browser', errorCode: 'step_failed' });
    expect(failed.error).toMatch(/^Step 2 \(click #no-such-button\) failed: no visible element matched within 5 s/);
    expect(await pageRow(bad.id)).toMatchObject({ status: 'extraction_failed', statusDetail: failed.error });
  }, 90_000);
});
