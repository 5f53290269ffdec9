import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Task } from '@/lib/contract/tasks';
import type { WebhookDeliveryPage, WebhookResource } from '@/lib/contract/webhooks';
import { WEBHOOK_EVENT_TYPES, webhookDeliveryPage, webhookResource } from '@/lib/contract/webhooks';
import { notifications } from '../../db/schema';
import { evaluateAlerts } from '../../monitoring/alerts/evaluate-alerts';
import { recordPriceObservation } from '../../monitoring/record/record-price';
import type { OutboxDispatcher } from '../../lib/outbox/start-outbox-dispatcher';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeTask, scene, type One } from '../../test/tasks-kit';
import { eventually, startReceiver, startSender, type Receiver } from './test-kit';

let t: TestApp;
let sender: OutboxDispatcher | null = null;
const receivers: Receiver[] = [];
const receiver = async () => {
  const r = await startReceiver();
  receivers.push(r);
  return r;
};

beforeEach(async () => {
  // The receivers listen on loopback: allowed here as the demo shop is in development.
  t = await createTestApp({ MONITORING_ALLOW_HOSTS: '127.0.0.1' });
});
afterEach(async () => {
  await sender?.stop();
  sender = null;
  for (const r of receivers.splice(0)) await r.close();
  await t.close();
});

type Scene = Awaited<ReturnType<typeof scene>>;
const register = async (s: Scene, token: string, url: string, events: string[], path = `workspaces/${s.ws}/webhooks`) => {
  const res = await call<One<WebhookResource>>(t, token, 'POST', path, { url, description: 'ERP', events });
  if (res.status !== 201) throw new Error(`register failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const deliveries = async (token: string, path: string) => {
  const res = await call<WebhookDeliveryPage>(t, token, 'GET', `${path}/deliveries`);
  expect(res.status).toBe(200);
  expect(webhookDeliveryPage.safeParse(res.body).success).toBe(true);
  return res.body;
};

describe('webhooks: signed deliveries of workspace events', () => {
  it('delivers a signed task.updated within 5 s of a change through the API, verifiable with standardwebhooks', async () => {
    const s = await scene(t);
    sender = startSender(t, [100, 200]);
    const hook = await receiver();
    const endpoint = await register(s, s.owner.token, hook.url, ['task.updated']);
    expect(webhookResource.strict().safeParse(endpoint).success).toBe(true);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Send the deck' });
    const changedAt = Date.now();
    const res = await call<One<Task>>(t, s.member.token, 'PUT', `tasks/${task.id}`, { title: 'Send the final deck' });
    expect(res.status).toBe(200);

    const got = await eventually(() => hook.received[0], 5_000);
    expect(got.at - changedAt).toBeLessThan(5_000);
    // The creation was not subscribed to: only the update came.
    await sender.drain();
    expect(hook.received).toHaveLength(1);
    const payload = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('task.updated');
    expect(Date.parse(payload.timestamp)).toBeGreaterThanOrEqual(changedAt - 1000);
    expect(payload.data).toMatchObject({ id: task.id, workspace_id: s.ws, title: 'Send the final deck' });
    expect(payload.data.changes).toEqual([{ field: 'title', before: 'Send the deck', after: 'Send the final deck' }]);
    // Tampering with the body breaks the signature.
    expect(() => new Webhook(endpoint.secret).verify(got.body.replace('final', 'fake'), got.headers as Record<string, string>)).toThrow();

    const path = `workspaces/${s.ws}/webhooks/${endpoint.id}`;
    const log = await deliveries(s.owner.token, path);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ id: got.headers['webhook-id'], event_type: 'task.updated', status: 'succeeded', attempts: 1, last_status_code: 200 });
    const shown = await call<One<WebhookResource>>(t, s.owner.token, 'GET', path);
    expect(shown.body.data.last_delivery).toMatchObject({ id: got.headers['webhook-id'], status: 'succeeded', status_code: 200 });
  });

  it('sends created, updated and deleted events of tasks to the workspace that holds them, never to another', async () => {
    const s = await scene(t);
    sender = startSender(t, [100]);
    const ours = await receiver();
    const theirs = await receiver();
    await register(s, s.owner.token, ours.url, ['task.created', 'task.updated', 'task.deleted']);
    await register(s, s.outsider.token, theirs.url, ['task.created', 'task.updated', 'task.deleted'], `workspaces/${s.otherWs}/webhooks`);

    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Ours' });
    expect((await call(t, s.member.token, 'POST', `tasks/${task.id}/complete`)).status).toBe(200);
    expect((await call(t, s.member.token, 'DELETE', `tasks/${task.id}`)).status).toBe(200);
    const theirTask = await makeTask(t, s.outsider.token, { workspace_id: s.otherWs, title: 'Theirs' });
    // A refused write sends nothing.
    expect((await call(t, s.reader.token, 'PUT', `tasks/${task.id}`, { title: 'No' })).status).toBeGreaterThanOrEqual(400);

    await eventually(() => (ours.received.length >= 3 && theirs.received.length >= 1 ? true : undefined));
    await sender.drain();
    const types = (r: Receiver) => r.received.map((m) => JSON.parse(m.body) as { type: string; data: { id: number } });
    expect(types(ours).map((m) => [m.type, m.data.id])).toEqual([
      ['task.created', task.id],
      ['task.updated', task.id],
      ['task.deleted', task.id],
    ]);
    expect(types(theirs).map((m) => [m.type, m.data.id])).toEqual([['task.created', theirTask.id]]);
    // The delete names what went.
    expect(types(ours)[2].data).toMatchObject({ id: task.id, workspace_id: s.ws, title: 'Ours' });
  });
});

describe('webhooks: retries, recovery and disabling', () => {
  it('retries a failing receiver with growing delays, succeeds once it recovers, and never holds another endpoint', async () => {
    const s = await scene(t);
    sender = startSender(t, [150, 400, 900, 2000]);
    const flaky = await receiver();
    flaky.answer = (n) => (n <= 3 ? 500 : 200);
    const healthy = await receiver();
    const endpoint = await register(s, s.owner.token, flaky.url, ['task.created']);
    await register(s, s.owner.token, healthy.url, ['task.created']);

    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Retry me' });
    // The healthy endpoint gets it at once, while the flaky one is still failing.
    await eventually(() => healthy.received[0], 2_000);
    expect(flaky.received.length).toBeLessThan(4);

    const path = `workspaces/${s.ws}/webhooks/${endpoint.id}`;
    const failing = await eventually(async () => {
      const [d] = (await deliveries(s.owner.token, path)).data;
      return d.attempts >= 2 ? d : undefined;
    });
    expect(failing).toMatchObject({ status: 'pending', last_status_code: 500 });
    expect(failing.last_error).toContain('HTTP 500');
    expect(failing.next_attempt_at).not.toBeNull();

    const done = await eventually(async () => {
      const [d] = (await deliveries(s.owner.token, path)).data;
      return d.status === 'succeeded' ? d : undefined;
    }, 8_000);
    expect(done.attempts).toBe(4);
    expect(done.attempt_log.map((a) => a.status_code)).toEqual([500, 500, 500, 200]);
    const times = done.attempt_log.map((a) => Date.parse(a.at));
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    // Each wait is at least its delay, and they grow.
    expect(gaps[0]).toBeGreaterThanOrEqual(150);
    expect(gaps[1]).toBeGreaterThanOrEqual(400);
    expect(gaps[2]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    expect(gaps[2]).toBeGreaterThan(gaps[1]);
    // Every attempt carried the same message id, each signed anew.
    expect(new Set(flaky.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([done.id]));
    const payload = new Webhook(endpoint.secret).verify(flaky.received[3].body, flaky.received[3].headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'task.created', data: { id: task.id } });
  });

  it('disables an endpoint whose message fails every attempt, notifies its creator and admins, and resends after it is enabled again', async () => {
    const s = await scene(t);
    sender = startSender(t, [50, 100]);
    const down = await receiver();
    down.answer = () => 503;
    const endpoint = await register(s, s.owner.token, down.url, ['task.created']);
    const path = `workspaces/${s.ws}/webhooks/${endpoint.id}`;

    await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Nobody hears this' });
    const failed = await eventually(async () => {
      const [d] = (await deliveries(s.owner.token, path)).data;
      return d.status === 'failed' ? d : undefined;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.attempt_log.map((a) => a.status_code)).toEqual([503, 503, 503]);
    const shown = (await call<One<WebhookResource>>(t, s.owner.token, 'GET', path)).body.data;
    expect(shown.enabled).toBe(false);
    expect(shown.disabled_reason).toContain('3 attempts');
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.type, 'WebhookEndpointDisabled'));
    // The creator (the workspace's admin): once, with where to fix it.
    expect(notes.map((n) => n.userId)).toEqual([s.owner.id]);
    expect(notes[0].data).toMatchObject({ kind: 'webhook_endpoint_disabled', webhook_id: endpoint.id, url: `/workspace/${s.ws}/management#webhooks` });

    // Disabled: new events are not queued for it, and a resend asks to enable it first.
    await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Not queued' });
    expect((await deliveries(s.owner.token, path)).meta.total).toBe(1);
    const refused = await call(t, s.owner.token, 'POST', `${path}/deliveries/${failed.id}/resend`);
    expect(refused.status).toBe(422);

    down.answer = () => 204;
    const enabled = await call<One<WebhookResource>>(t, s.owner.token, 'PATCH', path, { enabled: true });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null });
    const resent = await call<One<{ id: string; status: string }>>(t, s.owner.token, 'POST', `${path}/deliveries/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ id: failed.id, status: 'pending' });
    const ok = await eventually(async () => {
      const [d] = (await deliveries(s.owner.token, path)).data;
      return d.status === 'succeeded' ? d : undefined;
    });
    expect(ok.attempt_log.map((a) => a.status_code)).toEqual([503, 503, 503, 204]);
    expect(down.received.at(-1)?.headers['webhook-id']).toBe(failed.id);
  });
});

describe('webhooks: the OpenAPI document', () => {
  it('documents the routes of both scopes and, under `webhooks`, each event with its headers and body', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
      webhooks: Record<string, { post: { parameters: { name: string; in: string }[]; requestBody: unknown } }>;
    };
    for (const base of ['/companies/{companyId}/webhooks', '/workspaces/{workspaceId}/webhooks']) {
      expect(Object.keys(doc.paths[base]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`${base}/{webhookId}`]).sort()).toEqual(['delete', 'get', 'patch']);
      expect(doc.paths).toHaveProperty([`${base}/{webhookId}/deliveries`, 'get']);
      expect(doc.paths).toHaveProperty([`${base}/{webhookId}/deliveries/{deliveryId}/resend`, 'post']);
      expect(doc.paths).toHaveProperty([`${base}/{webhookId}/rotate-secret`, 'post']);
    }
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const headers = doc.webhooks['task.updated'].post.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers.sort()).toEqual(['webhook-id', 'webhook-signature', 'webhook-timestamp']);
    expect(doc.webhooks['task.updated'].post.requestBody).toBeTruthy();
  });
});

describe('webhooks: who may register what, and where', () => {
  it('refuses private and internal addresses with a 422 on url', async () => {
    const s = await scene(t);
    for (const url of [
      'http://10.0.0.5/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hooks',
      'http://192.168.1.1/',
      'ftp://example.com/x',
    ]) {
      const res = await call(t, s.owner.token, 'POST', `workspaces/${s.ws}/webhooks`, { url, events: ['task.created'] });
      expect([url, res.status]).toEqual([url, 422]);
      expect(Object.keys(res.body.errors)).toEqual(['url']);
    }
    const endpoint = await register(s, s.owner.token, 'http://127.0.0.1:9/hooks', ['task.created']);
    const moved = await call(t, s.owner.token, 'PATCH', `workspaces/${s.ws}/webhooks/${endpoint.id}`, { url: 'http://10.1.2.3/' });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toHaveProperty('url');
    const wrongEvents = await call(t, s.owner.token, 'POST', `workspaces/${s.ws}/webhooks`, {
      url: 'https://93.184.215.14/h',
      events: ['monitoring.price_changed'],
    });
    expect(wrongEvents.status).toBe(422);
    expect(wrongEvents.body.errors).toHaveProperty('events');
  });

  it('lets only the scope’s admins manage webhooks: readers 403, outsiders 404', async () => {
    const s = await scene(t);
    const ws = `workspaces/${s.ws}/webhooks`;
    const company = `companies/${s.acme}/webhooks`;
    const body = { url: 'https://93.184.215.14/hooks', events: ['task.created'] };
    const companyBody = { url: 'https://93.184.215.14/hooks', events: ['monitoring.alert_fired'] };
    for (const [token, want] of [
      [s.member.token, 403],
      [s.reader.token, 403],
      [s.outsider.token, 404],
    ] as const) {
      expect((await call(t, token, 'GET', ws)).status).toBe(want);
      expect((await call(t, token, 'POST', ws, body)).status).toBe(want);
    }
    expect((await call(t, s.member.token, 'POST', company, companyBody)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'GET', company)).status).toBe(404);
    const mine = await register(s, s.owner.token, 'https://93.184.215.14/hooks', ['monitoring.alert_fired'], company);
    expect(mine).toMatchObject({ scope: 'company', company_id: s.acme, workspace_id: null, enabled: true });
    // Another scope's endpoint is not found under this one.
    expect((await call(t, s.owner.token, 'GET', `${ws}/${mine.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'DELETE', `${company}/${mine.id}`)).status).toBe(404);
    const rotated = await call<One<WebhookResource>>(t, s.owner.token, 'POST', `${company}/${mine.id}/rotate-secret`);
    expect(rotated.body.data.secret).not.toBe(mine.secret);
    expect((await call(t, s.owner.token, 'DELETE', `${company}/${mine.id}`)).status).toBe(200);
    expect((await call<{ data: unknown[] }>(t, s.owner.token, 'GET', company)).body.data).toEqual([]);
  });
});

describe('webhooks: monitoring events of a company', () => {
  it('sends monitoring.price_changed to the company’s endpoints when a price moves', async () => {
    const s = await scene(t);
    sender = startSender(t, [100]);
    const hook = await receiver();
    const endpoint = await register(s, s.owner.token, hook.url, ['monitoring.price_changed'], `companies/${s.acme}/webhooks`);
    const product = await call<One<{ id: number }>>(t, s.owner.token, 'POST', `companies/${s.acme}/monitoring-products`, { name: 'Soap 250 ml' });
    expect(product.status).toBe(201);
    const base = `companies/${s.acme}/monitoring-products/${product.body.data.id}`;
    const variation = await call<One<{ id: number }>>(t, s.owner.token, 'POST', `${base}/variations`, { name: 'Lavender' });
    expect(variation.status).toBe(201);
    const price = (amount: number) => ({ variation_id: variation.body.data.id, amount, currency: 'USD', availability: 'in_stock' });
    expect((await call(t, s.owner.token, 'POST', `${base}/prices`, price(499))).status).toBe(201);
    expect((await call(t, s.owner.token, 'POST', `${base}/prices`, price(449))).status).toBe(201);
    // Another company's price moves: not for this endpoint.
    const rival = await call<One<{ id: number }>>(t, s.outsider.token, 'POST', `companies/${s.rival}/monitoring-products`, { name: 'Their soap' });
    const rivalBase = `companies/${s.rival}/monitoring-products/${rival.body.data.id}`;
    const rivalVariation = await call<One<{ id: number }>>(t, s.outsider.token, 'POST', `${rivalBase}/variations`, { name: 'Rose' });
    for (const amount of [300, 250]) {
      const body = { variation_id: rivalVariation.body.data.id, amount, currency: 'USD', availability: 'in_stock' };
      expect((await call(t, s.outsider.token, 'POST', `${rivalBase}/prices`, body)).status).toBe(201);
    }
    const got = await eventually(() => hook.received[0]);
    await sender.drain();
    // The first observation is no change; the second is; the other company's are not ours.
    expect(hook.received).toHaveLength(1);
    const payload = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'monitoring.price_changed',
      data: { monitoring_product_id: product.body.data.id, product_name: 'Soap 250 ml', change: 'changed', price: { amount: 449 }, previous: { amount: 499 } },
    });
  });

  it('sends monitoring.alert_fired when a rule fires on a scraped price', async () => {
    const s = await scene(t);
    sender = startSender(t, [100]);
    const hook = await receiver();
    const endpoint = await register(s, s.owner.token, hook.url, ['monitoring.alert_fired'], `companies/${s.acme}/webhooks`);
    const product = await call<One<{ id: number }>>(t, s.owner.token, 'POST', `companies/${s.acme}/monitoring-products`, {
      name: 'Soap 250 ml',
      alert_rules: [{ kind: 'price_below', threshold_amount: 450, currency: 'USD', action: 'notify' }],
    });
    expect(product.status).toBe(201);
    const base = `companies/${s.acme}/monitoring-products/${product.body.data.id}`;
    const page = await call<One<{ id: number }>>(t, s.owner.token, 'POST', `${base}/pages`, { url: 'https://shop.example/soap' });
    expect(page.status).toBe(201);
    // What the monitor does with a scraped page (pipeline/record-content.ts): record the price, then run the rules.
    const observe = (amount: number) =>
      recordPriceObservation(t.deps.db, {
        monitoringProductId: product.body.data.id,
        pageId: page.body.data.id,
        variationId: null,
        amount,
        currency: 'USD',
        availability: 'in_stock',
        source: 'jsonld',
        observedAt: new Date(),
      });
    await observe(499);
    const observed = await observe(399);
    const ctx = {
      companyId: s.acme,
      productId: product.body.data.id,
      productName: 'Soap 250 ml',
      productCreatedBy: s.owner.id,
      pageId: page.body.data.id,
      pageUrl: 'https://shop.example/soap',
      variationId: null,
      retailer: 'Shop',
      versionId: null,
    };
    const [alertId] = await evaluateAlerts(t.deps, ctx, observed);
    expect(alertId).toBeGreaterThan(0);
    const got = await eventually(() => hook.received[0]);
    const payload = new Webhook(endpoint.secret).verify(got.body, got.headers as Record<string, string>);
    expect(payload).toMatchObject({
      type: 'monitoring.alert_fired',
      data: { id: alertId, monitoring_product_id: product.body.data.id, page_id: page.body.data.id, price_id: observed.price.id, action: 'notify' },
    });
    expect((payload as { data: { message: string } }).data.message).toContain('Price below');
  });
});
