import { createApp } from '../../app';
import { createPusherPublisher, type Publisher } from '../../realtime/publisher';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { auth, signUpUser } from '../../test/helpers';
import { createRealtimeOutbox } from './create-realtime-outbox';
import { FAKE_APP, startFakeRealtime, startHungServer, targetAt } from './outbox-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Times `count` task updates (each broadcasts taskUpdated) through an app that publishes with `publisher`. */
async function timeWrites(publisher: Publisher, token: string, taskId: number, count: number): Promise<number[]> {
  const app = createApp({ ...t.deps, publisher });
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await app.request(`/api/tasks/${taskId}`, {
      method: 'PUT',
      headers: { ...auth(token), 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Write ${i}` }),
    });
    times.push(performance.now() - started);
    expect(res.status).toBe(200);
    // Requests arrive over the network: the event loop turns between them (PGlite answers in
    // microtasks, so back-to-back in-process calls would never let the dispatcher's timer run).
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

describe('writes and a hung realtime server', () => {
  it('does not slow a write: the outbox against a hung server is as fast as against a healthy one', async () => {
    const owner = await signUpUser(t, 'owner@example.com');
    const team = await makeTeam(t, [{ userId: owner.id, role: 'admin' }]);
    const ws = await makeWorkspace(t, { ownerTeamId: team });
    const created = await t.app.request('/api/tasks', {
      method: 'POST',
      headers: { ...auth(owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({ workspace_id: ws, title: 'Launch' }),
    });
    const taskId = ((await created.json()) as { data: { id: number } }).data.id;
    const healthy = await startFakeRealtime();
    const hung = await startHungServer();
    const warnings: string[] = [];
    const warn = (message: string) => void warnings.push(message);
    const pusher = { ...FAKE_APP, host: '127.0.0.1', scheme: 'http' };
    try {
      const measure = async (port: number) => {
        const outbox = createRealtimeOutbox({ db: () => t.deps.db, pusher: { ...pusher, port }, target: targetAt(port, 3_000), dispatcher: { warn } });
        try {
          await timeWrites(outbox.publisher, owner.token, taskId, 5); // warm-up
          return await timeWrites(outbox.publisher, owner.token, taskId, 30);
        } finally {
          await outbox.dispatcher.stop();
        }
      };
      const healthyTimes = await measure(healthy.port);
      const hungTimes = await measure(hung.port);
      const healthyAgain = await measure(healthy.port);
      const base = median([...healthyTimes, ...healthyAgain]);
      const withHung = median(hungTimes);
      // Before: the publish was on the request path, so a write waited for the publisher's timeout.
      const direct = createPusherPublisher({ ...pusher, port: hung.port, timeoutMs: 1_000 });
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const [before] = await timeWrites(direct, owner.token, taskId, 1);
      console.log(
        `write median: healthy ${base.toFixed(1)} ms, hung ${withHung.toFixed(1)} ms (ratio ${(withHung / base).toFixed(2)}); direct publish to the hung server: ${before.toFixed(0)} ms`,
      );
      expect(healthy.received.length).toBeGreaterThanOrEqual(70);
      // Loose on purpose (a shared machine): 1.2 times, plus a little for noise.
      expect(withHung).toBeLessThanOrEqual(base * 1.2 + 25);
      expect(before).toBeGreaterThanOrEqual(900);
    } finally {
      await healthy.close();
      await hung.close();
    }
  }, 120_000);
});
