/**
 * Monitoring engine throughput, memory and storage (decision 0009), on the real engine: PGlite in
 * memory (or DATABASE_URL), the demo shop on loopback over real HTTP, real Chromium.
 *   1. 200 pages over HTTP, on 8 loopback hosts (127.0.0.1 … 127.0.0.8: 8 "retailers", so the
 *      one-request-per-domain rule allows 8 at once), MONITORING_WORKERS workers (default 4).
 *   2. 20 pages through the browser fallback (fetch mode browser: render + screenshot + version).
 *   3. 1,000 scrapes of one unchanged page: versions and stored bytes.
 * Crawl delay 0 (the shop's robots.txt has none here): this measures the engine, not politeness.
 * Prints wall time, pages/s, p50/p95 per request, peak RSS of this process (and of Chromium).
 * Run: npm run bench:monitoring   (BENCH_HTTP_PAGES, BENCH_BROWSER_PAGES, BENCH_REPEATS override)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { count, eq, inArray, sum } from 'drizzle-orm';
import { monitoringBlobs, monitoringPages, monitoringRequests, monitoringVersions } from '../upstream/src/db/schema';
import { startDemoShop } from '../upstream/src/monitoring/demo-shop/start-demo-shop';
import { enqueueRequests } from '../upstream/src/monitoring/pipeline/enqueue-requests';
import { makeMonitoringWorld } from '../upstream/src/monitoring/pipeline/monitoring-test-kit';
import { startMonitoring } from '../upstream/src/monitoring/pipeline/start-monitoring';
import { registrableDomain } from '../upstream/src/monitoring/politeness/registrable-domain';
import { createTestApp } from '../upstream/src/test/create-test-app';

const HTTP_PAGES = Number(process.env.BENCH_HTTP_PAGES ?? 200);
const BROWSER_PAGES = Number(process.env.BENCH_BROWSER_PAGES ?? 20);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 1000);
const HOSTS = 8;
const WORKERS = process.env.MONITORING_WORKERS ?? '4';
const CHROMIUM = process.env.MONITORING_BROWSER_PATH ?? '/usr/bin/chromium';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Resident memory of Chromium's processes (the browser runs beside Node, not inside it). */
function chromiumRss(): number {
  try {
    const out = execFileSync('ps', ['-C', 'chromium', '-o', 'rss='], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter(Boolean)
      .reduce((total, kb) => total + Number(kb) * 1024, 0);
  } catch {
    return 0;
  }
}

function peakSampler() {
  let node = process.memoryUsage().rss;
  let browser = 0;
  const timer = setInterval(() => {
    node = Math.max(node, process.memoryUsage().rss);
    browser = Math.max(browser, chromiumRss());
  }, 100);
  return { stop: () => (clearInterval(timer), { node, browser }) };
}

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50=${at(0.5)} ms  p95=${at(0.95)} ms`;
}

async function main() {
  const shop = await startDemoShop({ port: 0, host: '0.0.0.0', robots: 'User-agent: *\nDisallow: /private\n' });
  // MONITORING_BROWSER=false: the engine alone (no screenshots of new versions, no browser fallback).
  const browserOk = process.env.MONITORING_BROWSER !== 'false' && existsSync(CHROMIUM);
  const t = await createTestApp({
    MONITORING_ENABLED: 'true',
    MONITORING_ALLOW_HOSTS: '127.0.0.0/8',
    MONITORING_BROWSER: browserOk ? 'true' : 'false',
    MONITORING_BROWSER_PATH: CHROMIUM,
    MONITORING_WORKERS: WORKERS,
    MONITORING_POLL_MS: '50',
    MONITORING_TICK_MS: '600000',
    MONITORING_CRAWL_DELAY_MS: '0',
    MONITORING_FETCH_TIMEOUT_MS: '20000',
  });
  const world = await makeMonitoringWorld(t);
  const engine = startMonitoring(t.deps, { scheduler: 'external', log: () => undefined });
  await engine.tick();
  const db = t.deps.db;

  const makePages = async (urls: string[], fetchMode: 'http' | 'browser') =>
    (
      await db
        .insert(monitoringPages)
        .values(
          urls.map((url) => ({
            monitoringProductId: world.productId,
            url,
            normalizedUrl: url,
            domain: registrableDomain(url),
            fetchMode,
            settings: fetchMode === 'browser' ? { priceSelector: '.price' } : {},
          })),
        )
        .returning({ id: monitoringPages.id })
    ).map((p) => p.id);

  const runAll = async (label: string, pageIds: number[]) => {
    const sampler = peakSampler();
    const started = performance.now();
    const ids = await enqueueRequests(db, { pageIds, trigger: 'manual' });
    for (;;) {
      const [{ open }] = await db
        .select({ open: count() })
        .from(monitoringRequests)
        .where(inArray(monitoringRequests.status, ['queued', 'running']));
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await engine.idle();
    const wall = performance.now() - started;
    const peak = sampler.stop();
    const rows = await db
      .select({ status: monitoringRequests.status, ms: monitoringRequests.durationMs })
      .from(monitoringRequests)
      .where(inArray(monitoringRequests.id, ids));
    const ok = rows.filter((r) => r.status === 'succeeded' || r.status === 'unchanged').length;
    const others = rows
      .filter((r) => r.status !== 'succeeded' && r.status !== 'unchanged')
      .reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    console.log(
      `${label.padEnd(30)} ${ok}/${rows.length} ok${Object.keys(others).length ? ` (${JSON.stringify(others)})` : ''}  ${(wall / 1000).toFixed(1)} s  ${(rows.length / (wall / 1000)).toFixed(1)} pages/s  ${percentiles(rows.map((r) => r.ms ?? 0))}  peak RSS node ${mb(peak.node)}${peak.browser ? `, chromium ${mb(peak.browser)}` : ''}`,
    );
  };

  console.log(
    `node ${process.version}, ${WORKERS} workers, ${t.deps.config.databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, demo shop on ${HOSTS} loopback hosts\n`,
  );
  const httpUrls = Array.from({ length: HTTP_PAGES }, (_, i) => `http://127.0.0.${(i % HOSTS) + 1}:${shop.port}/products/item-${(i % 10) + 1}?n=${i}`);
  await runAll(`${HTTP_PAGES} pages over HTTP`, await makePages(httpUrls, 'http'));

  if (browserOk) {
    const browserUrls = Array.from({ length: BROWSER_PAGES }, (_, i) => `http://127.0.0.${(i % HOSTS) + 1}:${shop.port}/products/script-price?n=${i}`);
    await runAll(`${BROWSER_PAGES} pages via Chromium`, await makePages(browserUrls, 'browser'));
  } else console.log(`browser pages skipped: no Chromium at ${CHROMIUM}`);

  // 3. One page, scraped again and again with nothing changed: storage after the first scrape and after all.
  const [pageId] = await makePages([`http://127.0.0.1:${shop.port}/products/espresso-machine`], 'http');
  const totals = async () => {
    const [{ versions }] = await db.select({ versions: count() }).from(monitoringVersions);
    const [{ stored, blobs }] = await db.select({ stored: sum(monitoringBlobs.storedBytes), blobs: count() }).from(monitoringBlobs);
    return { versions, blobs, stored: Number(stored ?? 0) };
  };
  const scrapeOnce = async () => {
    const [id] = await enqueueRequests(db, { pageIds: [pageId], trigger: 'manual' });
    for (;;) {
      const [row] = await db.select({ status: monitoringRequests.status }).from(monitoringRequests).where(eq(monitoringRequests.id, id));
      if (row.status !== 'queued' && row.status !== 'running') return;
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  await scrapeOnce();
  const first = await totals();
  const started = performance.now();
  for (let i = 1; i < REPEATS; i++) await scrapeOnce();
  await engine.idle();
  const after = await totals();
  console.log(
    `${`${REPEATS} unchanged scrapes`.padEnd(30)} ${((performance.now() - started) / 1000).toFixed(1)} s; after scrape 1 → after ${REPEATS}: versions ${first.versions} → ${after.versions}, blobs ${first.blobs} → ${after.blobs}, stored bytes ${first.stored} → ${after.stored}`,
  );

  await engine.stop();
  await t.close();
  await shop.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
