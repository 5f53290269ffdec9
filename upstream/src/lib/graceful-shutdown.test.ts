import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RawClient, startTestServer } from '../realtime/realtime-test-kit';
import { gracefulShutdown } from './graceful-shutdown';

type Gate = { promise: Promise<void>; open: () => void };
function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** A server whose `/slow` answers only when the test opens `release`; `entered` opens on arrival. */
async function slowServer(release: Gate, entered: Gate): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('fast');
    entered.open();
    void release.promise.then(() => res.end('finished'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('gracefulShutdown: HTTP', () => {
  it('stops accepting at once but lets an in-flight request finish, then closes the resources', async () => {
    const release = gate();
    const entered = gate();
    const { server, url } = await slowServer(release, entered);
    const closed: string[] = [];
    const inFlight = fetch(`${url}/slow`);
    await entered.promise;

    const done = gracefulShutdown({
      servers: [server],
      resources: [{ name: 'database', close: async () => void closed.push('database') }],
      log: (message) => closed.push(`log: ${message}`),
    });
    await expect(fetch(`${url}/`)).rejects.toThrow();
    expect(closed).toEqual([]);

    release.open();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('finished');
    await done;
    expect(closed).toEqual(['database']);
    expect(server.listening).toBe(false);
  });

  it('cuts a request that outlives the timeout, so a stuck call cannot block the shutdown', async () => {
    const never = gate();
    const entered = gate();
    const { server, url } = await slowServer(never, entered);
    const logs: string[] = [];
    const stuck = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await entered.promise;

    await gracefulShutdown({ servers: [server], timeoutMs: 50, log: (message) => logs.push(message) });
    expect(await stuck).toBe('cut off');
    expect(logs).toEqual([expect.stringContaining('in-flight requests still running after 50 ms')]);
  });

  it('logs a closer that fails and still closes the others', async () => {
    const closed: string[] = [];
    const logs: string[] = [];
    await gracefulShutdown({
      services: [
        { name: 'jobs', close: async () => Promise.reject(new Error('boom')) },
        { name: 'realtime', close: async () => void closed.push('realtime') },
      ],
      resources: [{ name: 'database', close: async () => void closed.push('database') }],
      log: (message) => logs.push(message),
    });
    expect(closed).toEqual(['realtime', 'database']);
    expect(logs).toEqual(['jobs did not close cleanly: boom']);
  });
});

describe('gracefulShutdown: realtime', () => {
  it('closes websocket clients with 4200 (reconnect immediately) and stops listening', async () => {
    const realtime = await startTestServer();
    const { client } = await RawClient.connect(realtime.port);

    await gracefulShutdown({ services: [{ name: 'realtime', close: realtime.close }] });

    // pusher-js maps 4200-4299 to "retry": it reconnects at once, through the load balancer to
    // another instance (protocol.ts getCloseAction).
    await expect(client.closed).resolves.toEqual({ code: 4200, reason: 'Server shutting down' });
    const error = await RawClient.connect(realtime.port).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
