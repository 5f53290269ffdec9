import { eq } from 'drizzle-orm';
import { scrapingRequestResource } from '@/lib/contract/monitoring/scraping-requests';
import type { ScrapingRequest } from '@/lib/contract/monitoring/scraping-requests';
import { monitoringRequests, scrapingRequests } from '../../../db/schema';
import { updateScrapingProgress } from '../../../monitoring/pipeline/update-scraping-progress';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { addMonitoringProduct, addPage, call, scene } from '../../../test/monitoring-kit';
import type { Paged } from '../../../test/monitoring-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Data = { data: ScrapingRequest };
const T0 = new Date('2026-06-01T10:00:00.000Z');

async function world() {
  const s = await scene(t);
  t.setNow(T0);
  const kettle = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Kettle' });
  const toaster = await addMonitoringProduct(t, s.owner.token, s.acme.id, { name: 'Toaster' });
  const k1 = await addPage(t, s.owner.token, s.acme.id, kettle.id, { url: 'https://a.example/k' });
  const k2 = await addPage(t, s.owner.token, s.acme.id, kettle.id, { url: 'https://b.example/k' });
  const kPaused = await addPage(t, s.owner.token, s.acme.id, kettle.id, { url: 'https://c.example/k', status: 'paused' });
  const t1 = await addPage(t, s.owner.token, s.acme.id, toaster.id, { url: 'https://a.example/t' });
  return { s, kettle, toaster, k1, k2, kPaused, t1, base: `companies/${s.acme.id}/scraping-requests` };
}

const finish = (id: number, at: Date, status: 'succeeded' | 'failed' = 'succeeded') =>
  t.deps.db.update(monitoringRequests).set({ status, finishedAt: at }).where(eq(monitoringRequests.id, id));

describe('scraping requests', () => {
  it('queues the active pages once: "scrape now" twice leaves one queued request per page (case 19), and both count its progress', async () => {
    const w = await world();
    const first = await call<Data>(t, w.s.owner.token, 'POST', w.base, { monitoring_product_ids: [w.kettle.id], page_ids: [w.t1.id, w.k1.id] });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      company_id: w.s.acme.id,
      status: 'running',
      total: 3,
      done: 0,
      progress: 0,
      page_ids: [w.k1.id, w.k2.id, w.t1.id].sort((a, b) => a - b),
      created_by: w.s.owner.id,
      created_at: T0.toISOString(),
      finished_at: null,
    });
    expect(scrapingRequestResource.strict().parse(first.body.data)).toEqual(first.body.data);
    const second = await call<Data>(t, w.s.owner.token, 'POST', w.base, { page_ids: [w.k1.id, w.k2.id] });
    expect(second.body.data).toMatchObject({ total: 2, done: 0 });

    const requests = await t.deps.db.select().from(monitoringRequests);
    expect(requests.map((r) => [r.pageId, r.status, r.trigger, r.scrapingRequestId, r.createdBy]).sort()).toEqual(
      [
        [w.k1.id, 'queued', 'manual', first.body.data.id, w.s.owner.id],
        [w.k2.id, 'queued', 'manual', first.body.data.id, w.s.owner.id],
        [w.t1.id, 'queued', 'manual', first.body.data.id, w.s.owner.id],
      ].sort(),
    );

    // k1 finishes: both requests count it (the second joined the first one's queued check).
    const byPage = new Map(requests.map((r) => [r.pageId, r.id]));
    await finish(byPage.get(w.k1.id)!, new Date('2026-06-01T10:01:00.000Z'));
    const list = await call<Paged<ScrapingRequest>>(t, w.s.member.token, 'GET', w.base);
    expect(list.body.data.map((r) => [r.id, r.done, r.progress, r.status])).toEqual([
      [second.body.data.id, 1, 50, 'running'],
      [first.body.data.id, 1, 33, 'running'],
    ]);
    expect(list.body.meta.total).toBe(2);
    // A failed check is still a finished one; when every page is done, the request reads finished.
    await finish(byPage.get(w.k2.id)!, new Date('2026-06-01T10:02:00.000Z'), 'failed');
    const done = await call<Data>(t, w.s.member.token, 'GET', `${w.base}/${second.body.data.id}`);
    expect(done.body.data).toMatchObject({ status: 'finished', done: 2, progress: 100, finished_at: '2026-06-01T10:02:00.000Z' });
    // A check that finished before a request was made does not count for it.
    t.setNow(new Date('2026-06-01T11:00:00.000Z'));
    const later = await call<Data>(t, w.s.owner.token, 'POST', w.base, { page_ids: [w.k1.id] });
    expect(later.body.data).toMatchObject({ total: 1, done: 0, status: 'running' });
    expect(await t.deps.db.select().from(monitoringRequests)).toHaveLength(4);
  });

  it('cancels its queued checks, refuses other changes, and deletes the record but not its checks', async () => {
    const w = await world();
    const sr = (await call<Data>(t, w.s.owner.token, 'POST', w.base, { monitoring_product_ids: [w.kettle.id] })).body.data;
    const [running] = await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.pageId, w.k1.id));
    await t.deps.db.update(monitoringRequests).set({ status: 'running' }).where(eq(monitoringRequests.id, running.id));
    expect((await call(t, w.s.owner.token, 'PUT', `${w.base}/${sr.id}`, { status: 'finished' })).status).toBe(422);
    expect((await call(t, w.s.owner.token, 'PUT', `${w.base}/${sr.id}`, {})).body.errors).toHaveProperty('status');
    t.setNow(new Date('2026-06-01T10:05:00.000Z'));
    const cancelled = await call<Data>(t, w.s.owner.token, 'PUT', `${w.base}/${sr.id}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', done: 0, finished_at: '2026-06-01T10:05:00.000Z' });
    const rows = await t.deps.db.select().from(monitoringRequests);
    expect(rows.map((r) => [r.pageId, r.status, r.finishedAt?.toISOString() ?? null]).sort()).toEqual(
      [
        [w.k1.id, 'running', null],
        [w.k2.id, 'cancelled', '2026-06-01T10:05:00.000Z'],
      ].sort(),
    );
    expect((await call<Data>(t, w.s.owner.token, 'PUT', `${w.base}/${sr.id}`, { status: 'cancelled' })).body.data.status).toBe('cancelled');

    const del = await call(t, w.s.owner.token, 'DELETE', `${w.base}/${sr.id}`);
    expect(del.body).toEqual({ message: 'Scraping request has been deleted.' });
    expect(await t.deps.db.select().from(scrapingRequests)).toEqual([]);
    expect((await t.deps.db.select().from(monitoringRequests)).map((r) => r.scrapingRequestId)).toEqual([null, null]);
  });

  it('answers 422 for no ids, another company’s product or page, and only paused pages', async () => {
    const w = await world();
    const post = (body: Record<string, unknown>) => call(t, w.s.owner.token, 'POST', w.base, body);
    expect((await post({})).body.errors).toEqual({ monitoring_product_ids: ['Choose at least one monitoring product or page.'] });
    expect((await post({ page_ids: [] })).status).toBe(422);
    expect(Object.keys((await post({ page_ids: ['x'] })).body.errors)).toEqual(['page_ids.0']);
    const theirs = await addMonitoringProduct(t, w.s.outsider.token, w.s.other.id, { name: 'Theirs' });
    const theirPage = await addPage(t, w.s.outsider.token, w.s.other.id, theirs.id, { url: 'https://a.example/x' });
    expect((await post({ monitoring_product_ids: [w.kettle.id, theirs.id] })).body.errors).toEqual({
      monitoring_product_ids: ['The selected monitoring product is invalid.'],
    });
    expect((await post({ page_ids: [theirPage.id] })).body.errors).toEqual({ page_ids: ['The selected page is invalid.'] });
    expect((await post({ page_ids: [w.kPaused.id] })).body.errors).toHaveProperty('page_ids');
    await call(t, w.s.owner.token, 'PUT', `companies/${w.s.acme.id}/monitoring-products/${w.toaster.id}`, { status: 'paused' });
    expect((await post({ monitoring_product_ids: [w.toaster.id] })).body.errors).toHaveProperty('monitoring_product_ids');
    expect(await t.deps.db.select().from(scrapingRequests)).toEqual([]);
    expect(await t.deps.db.select().from(monitoringRequests)).toEqual([]);
  });

  it('401, 403 for a member writing, 404 for an outsider and for a request of another company', async () => {
    const w = await world();
    const sr = (await call<Data>(t, w.s.owner.token, 'POST', w.base, { page_ids: [w.k1.id] })).body.data;
    const theirs = await addMonitoringProduct(t, w.s.outsider.token, w.s.other.id, { name: 'Theirs' });
    const theirPage = await addPage(t, w.s.outsider.token, w.s.other.id, theirs.id, { url: 'https://a.example/x' });
    const theirSr = (await call<Data>(t, w.s.outsider.token, 'POST', `companies/${w.s.other.id}/scraping-requests`, { page_ids: [theirPage.id] })).body.data;
    expect((await call(t, null, 'GET', w.base)).status).toBe(401);
    expect((await call(t, w.s.member.token, 'POST', w.base, { page_ids: [w.k1.id] })).status).toBe(403);
    expect((await call(t, w.s.member.token, 'PUT', `${w.base}/${sr.id}`, { status: 'cancelled' })).status).toBe(403);
    expect((await call(t, w.s.member.token, 'DELETE', `${w.base}/${sr.id}`)).status).toBe(403);
    expect((await call(t, w.s.member.token, 'GET', `${w.base}/${sr.id}`)).status).toBe(200);
    expect((await call(t, w.s.outsider.token, 'GET', `${w.base}/${sr.id}`)).status).toBe(404);
    expect((await call(t, w.s.outsider.token, 'POST', w.base, {})).status).toBe(404);
    expect((await call(t, w.s.owner.token, 'GET', `${w.base}/${theirSr.id}`)).status).toBe(404);
    expect((await call(t, w.s.owner.token, 'PUT', `${w.base}/${theirSr.id}`, { status: 'cancelled' })).status).toBe(404);
    expect((await call(t, w.s.owner.token, 'DELETE', `${w.base}/${theirSr.id}`)).status).toBe(404);
  });
});

describe('scraping request progress race (issue 35)', () => {
  it('a "scrape now" made while a check is running counts that check, even when its finish time was stamped before the request was made', async () => {
    const w = await world();
    // The page's scheduled check is running: its answer came at 10:00:05, its slow save runs on.
    const [running] = await t.deps.db
      .insert(monitoringRequests)
      .values({ monitoringProductId: w.kettle.id, pageId: w.k1.id, trigger: 'schedule', status: 'running', startedAt: T0 })
      .returning();
    // Inside that gap (10:00:10) a person asks for k1 and k2: k1 joins the running check.
    t.setNow(new Date('2026-06-01T10:00:10.000Z'));
    const made = await call<Data>(t, w.s.owner.token, 'POST', w.base, { page_ids: [w.k1.id, w.k2.id] });
    expect(made.body.data).toMatchObject({ total: 2, done: 0, status: 'running' });
    const k2 = (await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.pageId, w.k2.id)))[0];
    // The running check closes with the finish time taken before its save (10:00:05 < 10:00:10) …
    await finish(running.id, new Date('2026-06-01T10:00:05.000Z'));
    await updateScrapingProgress(t.deps.db, w.k1.id, new Date('2026-06-01T10:00:20.000Z'));
    // … and still counts: by id, not by clock (this read 0 of 2 and stuck there before).
    expect((await call<Data>(t, w.s.member.token, 'GET', `${w.base}/${made.body.data.id}`)).body.data).toMatchObject({ done: 1, status: 'running' });
    await finish(k2.id, new Date('2026-06-01T10:00:30.000Z'));
    await updateScrapingProgress(t.deps.db, w.k2.id, new Date('2026-06-01T10:00:30.000Z'));
    const [row] = await t.deps.db.select().from(scrapingRequests).where(eq(scrapingRequests.id, made.body.data.id));
    expect(row).toMatchObject({ status: 'finished', done: 2, requestIds: [running.id, k2.id].sort((a, b) => a - b) });
  });

  it('a joined check that ends before the request could record it is checked again, not lost', async () => {
    const w = await world();
    const [closed] = await t.deps.db
      .insert(monitoringRequests)
      .values({ monitoringProductId: w.kettle.id, pageId: w.k1.id, trigger: 'schedule', status: 'succeeded', finishedAt: new Date('2026-06-01T09:59:00.000Z') })
      .returning();
    const made = await call<Data>(t, w.s.owner.token, 'POST', w.base, { page_ids: [w.k1.id] });
    const [row] = await t.deps.db.select().from(scrapingRequests).where(eq(scrapingRequests.id, made.body.data.id));
    expect(row.requestIds).toHaveLength(1);
    expect(row.requestIds[0]).not.toBe(closed.id);
    expect(made.body.data).toMatchObject({ done: 0, status: 'running' });
  });
});
