import { eq } from 'drizzle-orm';
import { loadConfig } from '../../env';
import { monitoringAlertEvents, monitoringAlertRules, monitoringPages, monitoringPrices, notifications, tasks } from '../../db/schema';
import { startEngineWorld, type EngineWorld } from './engine-test-kit';
import { makePage } from './monitoring-test-kit';

describe('monitoring engine: blocks, alerts, guard (cases 12, 13, 18, 21)', () => {
  let e: EngineWorld | null = null;
  afterEach(async () => {
    await e?.close();
    e = null;
  });
  const pageRow = async (world: EngineWorld, id: number) => (await world.t.deps.db.select().from(monitoringPages).where(eq(monitoringPages.id, id)))[0];

  it('case 12: a 403 challenge is blocked (not extraction_failed, no alert); three blocks in a row send exactly one degraded notice; recovery resets it', async () => {
    const w = (e = await startEngineWorld());
    await w.t.deps.db
      .insert(monitoringAlertRules)
      .values({ monitoringProductId: w.world.productId, kind: 'price_below', thresholdAmount: 999_999_00, currency: 'EUR', cooldownMinutes: 0 });
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/challenge`);
    const first = await w.scrape(page.id);
    expect(first).toMatchObject({ status: 'blocked', httpStatus: 403, errorCode: 'blocked', attempts: 1, versionId: null, priceId: null });
    expect(first.error).toMatch(/403.*challenge/i);
    expect(await pageRow(w, page.id)).toMatchObject({ status: 'blocked', consecutiveBlocks: 1, degradedNoticeAt: null });
    const degraded = () => w.t.deps.db.select().from(notifications).where(eq(notifications.type, 'monitoring.degraded'));
    await w.scrape(page.id);
    expect(await degraded()).toEqual([]);
    await w.scrape(page.id);
    await w.scrape(page.id);
    const notices = await degraded();
    // Exactly one, after the third block, to the company's admin: nobody owns or follows the product (issue 33's fallback).
    expect(notices.map((n) => n.userId)).toEqual([w.world.adminId]);
    expect(notices[0].data).toMatchObject({ kind: 'monitoring_degraded', page_id: page.id, message: expect.stringContaining('Demo-Shop') });
    // Backoff: after four blocks the next check is at least 8 hours away (schedule every 6 hours).
    expect((await pageRow(w, page.id)).nextCheckAt?.getTime()).toBeGreaterThan(Date.now() + 8 * 3_600_000);
    expect(await w.t.deps.db.select().from(monitoringAlertEvents)).toEqual([]);
    expect(await w.t.deps.db.select().from(monitoringPrices)).toEqual([]);

    // The retailer lets us in again: the page recovers and the streak (and the notice mark) reset.
    await w.t.deps.db
      .update(monitoringPages)
      .set({ url: `${w.shop.url}/products/espresso-machine` })
      .where(eq(monitoringPages.id, page.id));
    expect((await w.scrape(page.id)).status).toBe('succeeded');
    expect(await pageRow(w, page.id)).toMatchObject({ status: 'ok', consecutiveBlocks: 0, consecutiveFailures: 0, degradedNoticeAt: null });
  }, 45_000);

  it('case 13: "price below 1200.00 EUR" — the drop to 1199.00 opens one task linked to the price point and version; the same price again opens none (and case 21: EUR → USD is no drop)', async () => {
    const w = (e = await startEngineWorld());
    const [taskRule] = await w.t.deps.db
      .insert(monitoringAlertRules)
      .values({
        monitoringProductId: w.world.productId,
        kind: 'price_below',
        thresholdAmount: 120000,
        currency: 'EUR',
        action: 'task',
        workspaceId: w.world.workspaceId,
        cooldownMinutes: 0,
        createdBy: w.world.memberId,
      })
      .returning();
    const [dropRule] = await w.t.deps.db
      .insert(monitoringAlertRules)
      .values({ monitoringProductId: w.world.productId, kind: 'price_change_pct', percent: -5, action: 'notify', cooldownMinutes: 0 })
      .returning();
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/espresso-machine`);
    await w.scrape(page.id);
    expect(await w.t.deps.db.select().from(monitoringAlertEvents)).toEqual([]);

    w.shop.setPrice('espresso-machine', 119900);
    const drop = await w.scrape(page.id);
    const events = await w.t.deps.db.select().from(monitoringAlertEvents).where(eq(monitoringAlertEvents.ruleId, taskRule.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ priceId: drop.priceId, versionId: drop.versionId, pageId: page.id, taskId: expect.any(Number) });
    const [task] = await w.t.deps.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, events[0].taskId ?? 0));
    expect(task).toMatchObject({ workspaceId: w.world.workspaceId, title: 'Price below 1,200.00 EUR at Demo-Shop: 1,199.00 EUR', createdBy: w.world.memberId });
    expect(w.t.publisher.events.some((ev) => ev.event === 'taskUpdated' && (ev.data as { id: number }).id === task.id)).toBe(true);
    // -7.7 % is a drop of more than 5 %: the notify rule fires too. Nobody owns or follows the
    // product, so the company's admin hears of both hits (issue 33's fallback), the member of none.
    const alerts = await w.t.deps.db.select().from(notifications).where(eq(notifications.type, 'monitoring.alert'));
    expect(alerts.map((n) => [n.userId, n.data.rule_id])).toEqual([
      [w.world.adminId, taskRule.id],
      [w.world.adminId, dropRule.id],
    ]);
    expect(alerts[1].data).toMatchObject({ rule_id: dropRule.id, price_id: drop.priceId, message: expect.stringContaining('-7.7%') });

    const same = await w.scrape(page.id);
    expect(same.status).toBe('unchanged');
    expect(await w.t.deps.db.select().from(tasks)).toHaveLength(1);
    expect(await w.t.deps.db.select().from(monitoringAlertEvents)).toHaveLength(2);

    // Case 21: a switch to USD starts a new series and raises no "price drop" (even though 1000 < 1199).
    w.shop.setPrice('espresso-machine', 100000, 'USD');
    const usd = await w.scrape(page.id);
    expect(usd.status).toBe('succeeded');
    expect(await w.t.deps.db.select().from(monitoringAlertEvents)).toHaveLength(2);
    expect((await w.t.deps.db.select().from(monitoringPrices).where(eq(monitoringPrices.pageId, page.id))).map((p) => p.currency)).toEqual([
      'EUR',
      'EUR',
      'USD',
    ]);
  }, 45_000);

  it('case 18: with the test allow list a redirect to 169.254.169.254 is forbidden_target (no retry)', async () => {
    const w = (e = await startEngineWorld());
    const page = await makePage(w.t, w.world, `${w.shop.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`);
    const request = await w.scrape(page.id);
    expect(request).toMatchObject({ status: 'failed', errorCode: 'forbidden_target', attempts: 1 });
    expect(await pageRow(w, page.id)).toMatchObject({ status: 'forbidden_target', statusDetail: expect.stringContaining('169.254.169.254') });
  }, 30_000);

  it('case 18: production settings refuse http://127.0.0.1:PORT/ before connecting', async () => {
    const production = loadConfig({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'x', DATA_DIR: '/tmp/unused' });
    expect(production.monitoring.allowHosts).toBe('');
    const w = (e = await startEngineWorld({ env: { MONITORING_ALLOW_HOSTS: production.monitoring.allowHosts } }));
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/espresso-machine`);
    const request = await w.scrape(page.id);
    expect(request).toMatchObject({ status: 'failed', errorCode: 'forbidden_target', attempts: 1 });
    expect(await pageRow(w, page.id)).toMatchObject({ status: 'forbidden_target' });
    expect(w.shop.log()).toEqual([]);
  }, 30_000);

  it('a page that needs the browser, with no browser, says browser_unavailable and why', async () => {
    const w = (e = await startEngineWorld({ env: { MONITORING_BROWSER: 'true', MONITORING_BROWSER_PATH: '/nonexistent/chromium' } }));
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/script-price`, { fetchMode: 'browser', settings: { priceSelector: '.price' } });
    const request = await w.scrape(page.id);
    expect(request).toMatchObject({ status: 'failed', errorCode: 'browser_unavailable', fetcher: 'browser', attempts: 1 });
    expect(await pageRow(w, page.id)).toMatchObject({ status: 'browser_unavailable', statusDetail: expect.stringContaining('/nonexistent/chromium') });
    // In auto mode the HTTP answer is still recorded (a version), and the page says why there is no price.
    const auto = await makePage(w.t, w.world, `${w.shop.url}/products/script-price?auto=1`, { fetchMode: 'auto', settings: { priceSelector: '.price' } });
    const autoRequest = await w.scrape(auto.id);
    expect(autoRequest).toMatchObject({ status: 'succeeded', fetcher: 'http', priceId: null, versionId: expect.any(Number) });
    expect(await pageRow(w, auto.id)).toMatchObject({ status: 'browser_unavailable' });
  }, 30_000);
});
