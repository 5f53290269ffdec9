import { eq } from 'drizzle-orm';
import { monitoringDomains, monitoringPages } from '../../db/schema';
import { DEFAULT_ROBOTS } from '../demo-shop/shop-state';
import type { LogEntry } from '../demo-shop/shop-state';
import { enqueueRequests } from './enqueue-requests';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage } from './monitoring-test-kit';

const ms = (iso: string | null) => Date.parse(iso ?? '');
const shopLog = async (e: EngineWorld): Promise<LogEntry[]> => {
  // Read through the shop's own back office, as a person would (admin calls are not logged).
  const res = await fetch(`${e.shop.url}/admin/log`);
  return ((await res.json()) as { data: LogEntry[] }).data;
};

describe('monitoring engine: politeness (cases 9, 10, 11)', () => {
  let e: EngineWorld | null = null;
  afterEach(async () => {
    await e?.close();
    e = null;
  });

  it('case 10: ten pages on one host, two workers, Crawl-delay 1 → never two connections at once, each ≥ 1 s after the last ended', async () => {
    e = await startEngineWorld({ shop: { robots: DEFAULT_ROBOTS }, env: { MONITORING_WORKERS: '2', MONITORING_CRAWL_DELAY_MS: '0' } });
    const world = e;
    const pages = [];
    for (let n = 1; n <= 10; n++) pages.push(await makePage(world.t, world.world, `${world.shop.url}/products/item-${n}`));
    const ids = await enqueueRequests(world.t.deps.db, { pageIds: pages.map((p) => p.id), trigger: 'manual' });
    const done = await world.waitFinal(ids, 40_000);
    expect(done.map((r) => r.status)).toEqual(Array(10).fill('succeeded'));

    const log = (await shopLog(world)).sort((a, b) => ms(a.at) - ms(b.at));
    expect(log.map((l) => l.path)).toEqual(['/robots.txt', ...Array(10).fill(expect.stringMatching(/^\/products\/item-\d+$/))]);
    expect(log.every((l) => l.concurrent === 1 && l.userAgent?.startsWith('CollabMonitor/'))).toBe(true);
    for (let i = 1; i < log.length; i++) expect(ms(log[i].at) - ms(log[i - 1].end)).toBeGreaterThanOrEqual(1000);
    const [domain] = await world.t.deps.db.select().from(monitoringDomains);
    expect(domain).toMatchObject({ domain: '127.0.0.1', crawlDelayMs: 1000, busyBy: null });
  }, 60_000);

  it('case 9: robots.txt Disallow: /private → skipped_robots, and the shop logs no GET there', async () => {
    e = await startEngineWorld();
    const page = await makePage(e.t, e.world, `${e.shop.url}/private/secret`);
    const request = await e.scrape(page.id);
    expect(request).toMatchObject({ status: 'skipped_robots', errorCode: 'robots_disallowed', versionId: null });
    const [row] = await e.t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, page.id));
    expect(row.status).toBe('robots_disallowed');
    expect((await shopLog(e)).map((l) => l.path)).toEqual(['/robots.txt']);
    // The stored robots.txt answers the next time without fetching it again.
    await e.scrape(page.id);
    expect((await shopLog(e)).map((l) => l.path)).toEqual(['/robots.txt']);
  }, 30_000);

  it('case 11: 503, 503, 200 succeeds on the third attempt with growing delays; a 429 with Retry-After: 2 is not retried sooner', async () => {
    e = await startEngineWorld({ env: { MONITORING_RETRY_BASE_MS: '150' } });
    const flaky = await makePage(e.t, e.world, `${e.shop.url}/products/flaky?run=case11`);
    const limited = await makePage(e.t, e.world, `${e.shop.url}/products/rate-limited?run=case11`);
    const [a] = await e.waitFinal(await enqueueRequests(e.t.deps.db, { pageIds: [flaky.id], trigger: 'manual' }));
    expect(a).toMatchObject({ status: 'succeeded', attempts: 3, httpStatus: 200, errorCode: 'server_error' });
    const flakyLog = (await shopLog(e)).filter((l) => l.path.startsWith('/products/flaky'));
    expect(flakyLog.map((l) => l.status)).toEqual([503, 503, 200]);
    const gap1 = ms(flakyLog[1].at) - ms(flakyLog[0].end);
    const gap2 = ms(flakyLog[2].at) - ms(flakyLog[1].end);
    expect(gap1).toBeGreaterThanOrEqual(150);
    expect(gap2).toBeGreaterThanOrEqual(600);
    expect(gap2).toBeGreaterThan(gap1);

    const [b] = await e.waitFinal(await enqueueRequests(e.t.deps.db, { pageIds: [limited.id], trigger: 'manual' }));
    expect(b).toMatchObject({ status: 'succeeded', attempts: 2 });
    const limitedLog = (await shopLog(e)).filter((l) => l.path.startsWith('/products/rate-limited'));
    expect(limitedLog.map((l) => l.status)).toEqual([429, 200]);
    expect(ms(limitedLog[1].at) - ms(limitedLog[0].end)).toBeGreaterThanOrEqual(2000);
  }, 30_000);
});
