import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { monitoringRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { startDemoShop, type DemoShop, type DemoShopOptions } from '../demo-shop/start-demo-shop';
import { enqueueRequests } from './enqueue-requests';
import { makeMonitoringWorld, type MonitoringWorld } from './monitoring-test-kit';
import { startMonitoring, type MonitoringEngine } from './start-monitoring';

/** robots.txt without a Crawl-delay: tests that are not about politeness need not wait a second. */
export const QUICK_ROBOTS = 'User-agent: *\nDisallow: /private\n';

export type EngineWorld = {
  t: TestApp;
  shop: DemoShop;
  engine: MonitoringEngine;
  world: MonitoringWorld;
  logs: string[];
  /** Queues one request for the page ("scrape now") and waits until it is final. */
  scrape: (pageId: number) => Promise<typeof monitoringRequests.$inferSelect>;
  waitFinal: (requestIds: number[], timeoutMs?: number) => Promise<Array<typeof monitoringRequests.$inferSelect>>;
  close: () => Promise<void>;
};

/**
 * The engine for real: a demo shop on loopback, an app on PGlite with the shop on the allow list,
 * short retry and poll delays (settings), and the workers running. Browser off unless asked.
 */
export async function startEngineWorld(opts: { env?: Record<string, string>; shop?: DemoShopOptions } = {}): Promise<EngineWorld> {
  const shop = await startDemoShop({ port: 0, robots: QUICK_ROBOTS, ...opts.shop });
  const t = await createTestApp({
    MONITORING_ENABLED: 'true',
    MONITORING_ALLOW_HOSTS: `127.0.0.1:${shop.port}`,
    MONITORING_BROWSER: 'false',
    MONITORING_WORKERS: '2',
    MONITORING_POLL_MS: '100',
    MONITORING_TICK_MS: '600000',
    MONITORING_CRAWL_DELAY_MS: '0',
    MONITORING_RETRY_BASE_MS: '100',
    // Learning loads a page twice on its first check: off unless a test is about it (engine-learning.test.ts).
    MONITORING_LEARN_DELAY_MS: '0',
    MONITORING_FETCH_TIMEOUT_MS: '10000',
    ...opts.env,
  });
  const world = await makeMonitoringWorld(t);
  const logs: string[] = [];
  const engine = startMonitoring(t.deps, { scheduler: 'external', log: (m) => logs.push(m) });
  // The start-up tick must not queue the pages a test makes next.
  await engine.tick();
  const waitFinal = async (requestIds: number[], timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const open = await t.deps.db
        .select({ id: monitoringRequests.id })
        .from(monitoringRequests)
        .where(and(inArray(monitoringRequests.id, requestIds), inArray(monitoringRequests.status, ['queued', 'running'])));
      if (open.length === 0) break;
      if (Date.now() > deadline) throw new Error(`requests ${open.map((r) => r.id).join(', ')} still open; log: ${logs.join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await kit.engine.idle();
    return t.deps.db
      .select()
      .from(monitoringRequests)
      .where(and(inArray(monitoringRequests.id, requestIds), notInArray(monitoringRequests.status, ['queued', 'running'])))
      .orderBy(monitoringRequests.id);
  };
  const kit: EngineWorld = {
    t,
    shop,
    engine,
    world,
    logs,
    waitFinal,
    async scrape(pageId) {
      const [id] = await enqueueRequests(t.deps.db, { pageIds: [pageId], trigger: 'manual' });
      if (id === undefined) throw new Error(`page ${pageId} already has an open request`);
      const [row] = await waitFinal([id]);
      return row;
    },
    async close() {
      // The engine a test may have swapped in (kit.engine), not only the first one.
      await kit.engine.stop();
      await t.close();
      await shop.close();
    },
  };
  return kit;
}

export const requestOf = async (t: TestApp, id: number) => (await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.id, id)))[0];
