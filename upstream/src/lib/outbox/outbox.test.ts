import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { outboxEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createRealtimeOutbox } from './create-realtime-outbox';
import { backoffMs, dispatchOutbox } from './dispatch-outbox';
import type { OutboxKind } from './outbox-kind';
import { createOutboxPublisher } from './outbox-publisher';
import { realtimeKind } from './realtime-kind';
import { startOutboxDispatcher, type OutboxDispatcher } from './start-outbox-dispatcher';
import { FAKE_APP, startFakeRealtime, targetAt, type FakeRealtime } from './outbox-test-kit';

let t: TestApp;
let fake: FakeRealtime | null = null;
const dispatchers: OutboxDispatcher[] = [];
const FAST = { baseBackoffMs: 20, maxBackoffMs: 100, busyPollMs: 20, idlePollMs: 200 };
const warnings: string[] = [];
const warn = (message: string) => void warnings.push(message);

beforeEach(async () => {
  t = await createTestApp();
  warnings.length = 0;
});
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((d) => d.stop()));
  await fake?.close();
  fake = null;
  await t.close();
});

const rows = () => t.deps.db.select().from(outboxEvents).orderBy(outboxEvents.id);
const waitFor = async (check: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const queueOnly = () => createOutboxPublisher({ db: () => t.deps.db });

describe('the outbox publisher', () => {
  it('writes one realtime row per publish, with the channels deduplicated, through deps.db', async () => {
    const publisher = queueOnly();
    await publisher.publish(['a', 'b', 'a'], 'taskUpdated', { id: 1 });
    await publisher.toUser(7, 'RecordViewed', { id: 2 });
    await publisher.publish([], 'ignored', {});
    expect((await rows()).map((r) => [r.kind, r.payload, r.attempts])).toEqual([
      ['realtime', { channels: ['a', 'b'], event: 'taskUpdated', data: { id: 1 } }, 0],
      ['realtime', { channels: ['private-App.Models.User.7'], event: 'RecordViewed', data: { id: 2 } }, 0],
    ]);
  });

  it('joins the transaction it runs in: a rolled-back write leaves no event', async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await createOutboxPublisher({ db: () => tx }).publish(['a'], 'taskUpdated', { id: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
  });
});

describe('the dispatcher', () => {
  it('delivers once and in order after the realtime server fails, is stopped, and comes back', async () => {
    fake = await startFakeRealtime();
    fake.down = true;
    const outbox = createRealtimeOutbox({
      db: () => t.deps.db,
      pusher: { ...FAKE_APP, host: '127.0.0.1', port: fake.port, scheme: 'http' },
      dispatcher: { ...FAST, warn },
    });
    dispatchers.push(outbox.dispatcher);
    const channel = 'private-App.Models.User.1';
    await outbox.publisher.publish([channel], 'taskUpdated', { id: 1, step: 1 });
    await outbox.publisher.publish([channel], 'taskUpdated', { id: 1, step: 2 });
    await waitFor(async () => (await rows())[0]?.attempts >= 2);
    expect((await rows())[0].lastError).toContain('503');

    // Now not even listening: connection refused.
    await fake.close();
    await outbox.publisher.publish([channel, 'private-App.Models.User.2'], 'taskDeleted', { id: 1 });
    await outbox.publisher.notifyUser(1, { id: 'n1', type: 'RecordCreated' });
    await waitFor(async () => (await rows())[0]?.lastError?.includes('Request failed') ?? false);

    fake.down = false;
    await fake.listen();
    await outbox.dispatcher.drain();
    expect(fake.received.map((e) => [e.name, e.data])).toEqual([
      ['taskUpdated', { id: 1, step: 1 }],
      ['taskUpdated', { id: 1, step: 2 }],
      ['taskDeleted', { id: 1 }],
      ['Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', { id: 'n1', type: 'RecordCreated' }],
    ]);
    expect(fake.received[2].channels).toEqual([channel, 'private-App.Models.User.2']);
    expect(await rows()).toEqual([]);
    expect(warnings.some((w) => w.includes('realtime row') && w.includes('failed (attempt 1'))).toBe(true);
  });

  it('is nudged by an insert: the event goes out at once, not at the next idle poll', async () => {
    fake = await startFakeRealtime();
    const outbox = createRealtimeOutbox({
      db: () => t.deps.db,
      pusher: { ...FAKE_APP, host: '127.0.0.1', port: fake.port, scheme: 'http' },
      dispatcher: { idlePollMs: 60_000 },
    });
    dispatchers.push(outbox.dispatcher);
    await outbox.dispatcher.drain();
    const started = Date.now();
    await outbox.publisher.publish(['a'], 'fileUpdated', { id: 3 });
    await waitFor(() => fake!.received.length === 1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('redelivers the rows of a dispatcher that died mid-delivery once their lease is over', async () => {
    fake = await startFakeRealtime();
    const publisher = queueOnly();
    for (const id of [1, 2, 3]) await publisher.publish(['a'], 'taskUpdated', { id });
    // A dispatcher claims the batch and "dies": its delivery never returns, nothing is deleted.
    const dying: OutboxKind = { kind: 'realtime', deliver: () => new Promise(() => undefined) };
    void dispatchOutbox(t.deps.db, dying, { leaseMs: 600 });
    await waitFor(async () => (await rows()).every((r) => r.availableAt.getTime() > Date.now()));

    const claimedAt = Date.now();
    const survivor = startOutboxDispatcher(() => t.deps.db, [realtimeKind(targetAt(fake.port))], { ...FAST, leaseMs: 600 });
    dispatchers.push(survivor);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.received).toEqual([]);
    await waitFor(() => fake!.received.length === 3);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(300);
    expect(fake.received.map((e) => e.data)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    await waitFor(async () => (await rows()).length === 0);
  });

  it('holds later rows behind a failing one, then sends them in order', async () => {
    const publisher = queueOnly();
    for (const id of [1, 2, 3]) await publisher.publish(['a'], 'taskUpdated', { id });
    const sent: unknown[] = [];
    let failures = 2;
    const flaky: OutboxKind = {
      kind: 'realtime',
      deliver: async (payload) => {
        if ((payload.data as { id: number }).id === 2 && failures-- > 0) throw new Error('boom');
        sent.push(payload.data);
      },
    };
    const first = await dispatchOutbox(t.deps.db, flaky, { baseBackoffMs: 1_000, warn });
    expect(first).toMatchObject({ delivered: 1, failed: 1, more: false });
    expect(sent).toEqual([{ id: 1 }]);
    const held = await rows();
    expect(held.map((r) => [r.attempts, r.lastError])).toEqual([
      [1, 'boom'],
      [0, null],
    ]);
    // Row 3 is due but waits behind row 2.
    expect(await dispatchOutbox(t.deps.db, flaky, { warn })).toMatchObject({ delivered: 0, failed: 0, nextDueAt: expect.any(Date) });
    const dispatcher = startOutboxDispatcher(() => t.deps.db, [flaky], { ...FAST, baseBackoffMs: 30, warn });
    dispatchers.push(dispatcher);
    await dispatcher.drain();
    expect(sent).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('drops a refused (4xx) or malformed event, and one still failing past its maximum age, with a warning', async () => {
    fake = await startFakeRealtime();
    const publisher = queueOnly();
    await publisher.publish(['a'], 'first', {});
    await t.deps.db.insert(outboxEvents).values({ kind: 'realtime', payload: { nonsense: true } });
    await publisher.publish(['a'], 'last', {});
    fake.refuse = (name) => (name === 'first' ? 413 : undefined);
    const kind = realtimeKind(targetAt(fake.port));
    expect(await dispatchOutbox(t.deps.db, kind, { warn })).toMatchObject({ delivered: 1, dropped: 2 });
    expect(fake.received.map((e) => e.name)).toEqual(['last']);
    expect(warnings.filter((w) => w.startsWith('dropped realtime row'))).toHaveLength(2);

    await publisher.publish(['a'], 'stale', {});
    await t.deps.db.execute(sql`update outbox_events set created_at = now() - interval '25 hours'`);
    fake.down = true;
    expect(await dispatchOutbox(t.deps.db, kind, { warn })).toMatchObject({ dropped: 1 });
    expect(warnings.at(-1)).toContain('(too old)');
    expect(await rows()).toEqual([]);
  });

  it('runs its ticks outside the AsyncLocalStorage context of the request that nudged it', async () => {
    const requestContext = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const kind: OutboxKind = { kind: 'realtime', deliver: async () => void seen.push(requestContext.getStore()) };
    const dispatcher = startOutboxDispatcher(() => t.deps.db, [kind], FAST);
    dispatchers.push(dispatcher);
    await dispatcher.drain();
    const publisher = createOutboxPublisher({ db: () => t.deps.db, onInsert: () => dispatcher.nudge() });
    await requestContext.run('request-transaction', () => publisher.publish(['a'], 'taskUpdated', {}));
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([undefined]);
  });

  it('stops cleanly: waits for the tick in flight and polls no more', async () => {
    let calls = 0;
    const kind: OutboxKind = { kind: 'realtime', deliver: async () => void calls++ };
    const dispatcher = startOutboxDispatcher(() => t.deps.db, [kind], { ...FAST, idlePollMs: 10 });
    await dispatcher.drain();
    await dispatcher.stop();
    await queueOnly().publish(['a'], 'late', {});
    dispatcher.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(0);
    expect(await rows()).toHaveLength(1);
  });
});

describe('backoffMs', () => {
  it('doubles from the base per attempt, within ±20 %, capped', () => {
    const opts = { baseBackoffMs: 500, maxBackoffMs: 30_000 };
    for (const [attempts, base] of [
      [1, 500],
      [2, 1000],
      [4, 4000],
      [7, 30_000],
      [40, 30_000],
    ] as const) {
      const delay = backoffMs(attempts, opts);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });
});
