import { eq } from 'drizzle-orm';
import { monitoringDomains, monitoringRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { claimNextRequest, releaseDomain, requeueStaleRequests } from './claim-next-request';
import { enqueueRequests } from './enqueue-requests';
import { makeMonitoringWorld, makePage } from './monitoring-test-kit';

const NOW = new Date('2026-03-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('claimNextRequest', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('takes one request per domain at a time, oldest first, and honours next_allowed_at after release', async () => {
    const world = await makeMonitoringWorld(t);
    const a1 = await makePage(t, world, 'https://www.shop-a.de/p/1');
    const a2 = await makePage(t, world, 'https://img.shop-a.de/p/2');
    const b1 = await makePage(t, world, 'https://shop-b.com/p/1');
    await enqueueRequests(t.deps.db, { pageIds: [a1.id], trigger: 'manual', notBefore: later(-3000) });
    await enqueueRequests(t.deps.db, { pageIds: [a2.id], trigger: 'manual', notBefore: later(-2000) });
    await enqueueRequests(t.deps.db, { pageIds: [b1.id], trigger: 'manual', notBefore: later(-1000) });

    const first = await claimNextRequest(t.deps.db, 'w1', NOW, 60_000);
    expect(first).toMatchObject({ pageId: a1.id, domain: 'shop-a.de', attempts: 1 });
    // shop-a.de is leased: the next worker skips a2 (same registrable domain) and takes shop-b.com.
    const second = await claimNextRequest(t.deps.db, 'w2', NOW, 60_000);
    expect(second).toMatchObject({ pageId: b1.id, domain: 'shop-b.com' });
    expect(await claimNextRequest(t.deps.db, 'w3', NOW, 60_000)).toBeNull();

    const [running] = await t.deps.db
      .select()
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, first?.id ?? 0));
    expect(running).toMatchObject({ status: 'running', lockedBy: 'w1', attempts: 1 });

    // Released with a 1 s crawl delay: not before then, and only the holder can release.
    await releaseDomain(t.deps.db, 'shop-a.de', 'w2', later(1000));
    expect(await claimNextRequest(t.deps.db, 'w3', later(100), 60_000)).toBeNull();
    await releaseDomain(t.deps.db, 'shop-a.de', 'w1', later(1000));
    expect(await claimNextRequest(t.deps.db, 'w3', later(999), 60_000)).toBeNull();
    expect(await claimNextRequest(t.deps.db, 'w3', later(1000), 60_000)).toMatchObject({ pageId: a2.id });
  });

  it('never hands one request or one domain to two workers claiming at the same moment', async () => {
    const world = await makeMonitoringWorld(t);
    const pages = [];
    for (const host of ['shop.de', 'other.fr']) for (const n of [1, 2, 3]) pages.push(await makePage(t, world, `https://${host}/p/${n}`));
    await enqueueRequests(t.deps.db, { pageIds: pages.map((p) => p.id), trigger: 'manual', notBefore: later(-1000) });
    // On PostgreSQL (DATABASE_URL) these run on separate pooled connections, truly at once.
    const workers = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const claims = (await Promise.all(workers.map((w) => claimNextRequest(t.deps.db, w, NOW, 60_000)))).filter((c) => c !== null);
    expect(claims.length).toBeGreaterThanOrEqual(1);
    expect(claims.length).toBeLessThanOrEqual(2);
    expect(new Set(claims.map((c) => c.domain)).size).toBe(claims.length);
    const running = await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.status, 'running'));
    expect(running).toHaveLength(claims.length);
    const leased = (await t.deps.db.select().from(monitoringDomains)).filter((d) => d.busyBy !== null);
    expect(leased.map((d) => d.domain).sort()).toEqual(claims.map((c) => c.domain).sort());
    // Whatever raced, the free domain is taken by the next claim.
    while ((await claimNextRequest(t.deps.db, 'late', NOW, 60_000)) !== null);
    expect(await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.status, 'running'))).toHaveLength(2);
  });

  it('puts a request of a dead worker back in the queue once its lock expired', async () => {
    const world = await makeMonitoringWorld(t);
    const page = await makePage(t, world, 'https://shop.de/p/1');
    await enqueueRequests(t.deps.db, { pageIds: [page.id], trigger: 'manual', notBefore: later(-1000) });
    expect(await claimNextRequest(t.deps.db, 'dead', NOW, 10_000)).not.toBeNull();
    expect(await requeueStaleRequests(t.deps.db, later(5_000))).toBe(0);
    expect(await requeueStaleRequests(t.deps.db, later(10_001))).toBe(1);
    const again = await claimNextRequest(t.deps.db, 'alive', later(10_002), 10_000);
    expect(again).toMatchObject({ pageId: page.id, attempts: 2 });
  });
});
