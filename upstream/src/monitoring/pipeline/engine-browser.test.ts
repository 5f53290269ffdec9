import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { monitoringPrices, monitoringSnapshots, monitoringVersions } from '../../db/schema';
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
});
