import { eq } from 'drizzle-orm';
import { monitoringRequestResource, type MonitoringRequest } from '@/lib/contract/monitoring/requests';
import { monitoringPages, monitoringProducts, monitoringRequests } from '../../../db/schema';
import type { TestApp } from '../../../test/create-test-app';
import { call, expectAccessRules, historyWorld, type ErrorBody, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld((world) => {
  ({ t, s } = world);
});

const finished = async (pageId: number, status: 'succeeded' | 'failed', createdAt: Date) =>
  (
    await t.deps.db
      .insert(monitoringRequests)
      .values({
        monitoringProductId: s.productId,
        pageId,
        trigger: 'schedule',
        status,
        attempts: 1,
        httpStatus: status === 'failed' ? 503 : 200,
        createdAt,
        finishedAt: createdAt,
      })
      .returning()
  )[0];

describe('monitoring requests', () => {
  it('"scrape now" queues one request per page: 201, then 200 with the same open request (case 19)', async () => {
    const first = await call<{ data: MonitoringRequest }>(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ page_id: s.pageA.pageId, trigger: 'manual', status: 'queued', attempts: 0, version_id: null });
    // The answer is exactly the contract's shape (no field more or less).
    expect(monitoringRequestResource.strict().parse(first.body.data)).toEqual(first.body.data);
    const second = await call<{ data: MonitoringRequest }>(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId });
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await t.deps.db.select().from(monitoringRequests).where(eq(monitoringRequests.pageId, s.pageA.pageId))).toHaveLength(1);
  });

  it('lists newest first with status and page filters, and shows one', async () => {
    await finished(s.pageA.pageId, 'failed', new Date('2025-01-01T00:00:00Z'));
    const ok = await finished(s.pageB.pageId, 'succeeded', new Date('2025-01-02T00:00:00Z'));
    const all = await call<Paged<MonitoringRequest>>(t, s.member.token, 'GET', `${s.base}/requests`);
    expect(all.body.data.map((r) => r.status)).toEqual(['succeeded', 'failed']);
    expect(all.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    const failed = await call<Paged<MonitoringRequest>>(t, s.member.token, 'GET', `${s.base}/requests?status=failed`);
    expect(failed.body.data.map((r) => r.http_status)).toEqual([503]);
    const ofB = await call<Paged<MonitoringRequest>>(t, s.member.token, 'GET', `${s.base}/requests?page_id=${s.pageB.pageId}`);
    expect(ofB.body.data.map((r) => r.id)).toEqual([ok.id]);
    const one = await call<{ data: MonitoringRequest }>(t, s.member.token, 'GET', `${s.base}/requests/${ok.id}`);
    expect(one.body.data).toMatchObject({ id: ok.id, status: 'succeeded', finished_at: '2025-01-02T00:00:00.000Z' });
    expect((await call(t, s.member.token, 'GET', `${s.base}/requests?status=nope`)).status).toBe(422);
  });

  it('cancels a queued request with PUT; a finished one is a 409; only "cancelled" is accepted', async () => {
    const queued = (await call<{ data: MonitoringRequest }>(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId })).body.data;
    const bad = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/requests/${queued.id}`, { status: 'running' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['The status can only be set to cancelled.']);
    const cancelled = await call<{ data: MonitoringRequest }>(t, s.owner.token, 'PUT', `${s.base}/requests/${queued.id}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.finished_at).not.toBeNull();
    expect((await call(t, s.owner.token, 'PUT', `${s.base}/requests/${queued.id}`, { status: 'cancelled' })).status).toBe(409);
    // The page is free again: a new "scrape now" queues a new request.
    expect((await call(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId })).status).toBe(201);
  });

  it('DELETE removes a finished request, cancels a queued one and refuses a running one', async () => {
    const done = await finished(s.pageB.pageId, 'succeeded', new Date('2025-01-02T00:00:00Z'));
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/requests/${done.id}`)).body).toEqual({ message: 'Request has been deleted.' });
    expect((await call(t, s.owner.token, 'GET', `${s.base}/requests/${done.id}`)).status).toBe(404);
    const queued = (await call<{ data: MonitoringRequest }>(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId })).body.data;
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/requests/${queued.id}`)).body).toEqual({ message: 'Request has been cancelled.' });
    const running = (await call<{ data: MonitoringRequest }>(t, s.owner.token, 'POST', `${s.base}/requests`, { page_id: s.pageA.pageId })).body.data;
    await t.deps.db.update(monitoringRequests).set({ status: 'running' }).where(eq(monitoringRequests.id, running.id));
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/requests/${running.id}`)).status).toBe(409);
  });

  it('422 for a page of another product or company, a paused page, an inactive product, or no page', async () => {
    const post = (body: unknown) => call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/requests`, body);
    expect((await post({})).body.errors.page_id).toEqual(['The page field is required.']);
    expect((await post({ page_id: s.foreign.pageId })).body.errors.page_id).toEqual(['The selected page is invalid.']);
    await t.deps.db.update(monitoringPages).set({ status: 'paused' }).where(eq(monitoringPages.id, s.pageB.pageId));
    expect((await post({ page_id: s.pageB.pageId })).status).toBe(422);
    await t.deps.db.update(monitoringProducts).set({ status: 'paused' }).where(eq(monitoringProducts.id, s.productId));
    expect((await post({ page_id: s.pageA.pageId })).body.errors.page_id?.[0]).toMatch(/paused/);
    expect(await t.deps.db.select().from(monitoringRequests)).toHaveLength(0);
  });

  it('applies the access rules: 401, 404 outsider and cross-company, 403 member writing', async () => {
    const done = await finished(s.pageA.pageId, 'succeeded', new Date('2025-01-02T00:00:00Z'));
    await expectAccessRules(t, s, 'GET', '/requests');
    await expectAccessRules(t, s, 'GET', `/requests/${done.id}`);
    await expectAccessRules(t, s, 'POST', '/requests', { page_id: s.pageA.pageId });
    await expectAccessRules(t, s, 'PUT', `/requests/${done.id}`, { status: 'cancelled' });
    await expectAccessRules(t, s, 'DELETE', `/requests/${done.id}`);
    // Another company's request id under this product is a 404 too.
    const theirs = (
      await t.deps.db
        .insert(monitoringRequests)
        .values({ monitoringProductId: s.foreign.productId, pageId: s.foreign.pageId, trigger: 'manual', status: 'succeeded' })
        .returning()
    )[0];
    expect((await call(t, s.owner.token, 'GET', `${s.base}/requests/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/requests/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `${s.otherBase}/requests/${theirs.id}`)).status).toBe(200);
  });
});
