// Per-client limits: connections per client address (4100, reconnect after a back-off) and client
// events per second per connection (4301, connection kept), as Pusher Channels enforces them.
import { loadConfig } from '../env';
import { DEFAULT_CLIENT_EVENTS_PER_SECOND, DEFAULT_MAX_CONNECTIONS_PER_IP } from './limits';
import type { RealtimeServer, RealtimeServerOptions } from './realtime-server';
import { RawClient, TEST_APP, dataOf, startTestServer, waitFor } from './realtime-test-kit';

describe('realtime server: per-client limits', () => {
  let server: RealtimeServer;
  let clients: RawClient[] = [];

  async function start(options: Partial<RealtimeServerOptions>): Promise<void> {
    server = await startTestServer(options);
  }

  async function connect(headers?: Record<string, string>): Promise<{ client: RawClient; socketId: string }> {
    const connected = await RawClient.connect(server.port, TEST_APP.key, headers);
    clients.push(connected.client);
    return connected;
  }

  /** Opens a socket that the server is expected to refuse; resolves with the error and the close. */
  async function refused(headers?: Record<string, string>) {
    const client = await RawClient.open(`ws://127.0.0.1:${server.port}/app/${TEST_APP.key}?protocol=7`, headers);
    const error = await client.next('pusher:error');
    const closed = await client.closed;
    return { error: dataOf(error), closed, established: client.has('pusher:connection_established') };
  }

  async function settle(client: RawClient): Promise<void> {
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  }

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
    await server.close();
  });

  it('refuses a connection over the per-address cap with 4100 and lets one in again when another leaves', async () => {
    await start({ maxConnectionsPerIp: 3 });
    const open = [await connect(), await connect(), await connect()];
    const over = await refused();
    expect(over.error).toEqual({ code: 4100, message: 'Over connection quota: too many connections from this address' });
    expect(over.closed.code).toBe(4100);
    expect(over.established).toBe(false);
    expect(server.connectionCount()).toBe(3);

    await open[0].client.close();
    await waitFor(() => server.connectionCount() === 2);
    await expect(connect()).resolves.toMatchObject({ socketId: expect.any(String) });
  });

  it('ignores X-Forwarded-For by default: a client cannot claim other addresses', async () => {
    await start({ maxConnectionsPerIp: 2 });
    await connect({ 'x-forwarded-for': '203.0.113.1' });
    await connect({ 'x-forwarded-for': '203.0.113.2' });
    expect((await refused({ 'x-forwarded-for': '203.0.113.3' })).closed.code).toBe(4100);
  });

  it('behind trusted proxies counts the address the outermost one saw', async () => {
    await start({ maxConnectionsPerIp: 2, trustedProxyHops: 1 });
    // A client's own entries left of the proxy's are not believed.
    await connect({ 'x-forwarded-for': '198.51.100.7, 203.0.113.1' });
    await connect({ 'x-forwarded-for': '198.51.100.8, 203.0.113.1' });
    expect((await refused({ 'x-forwarded-for': '198.51.100.9, 203.0.113.1' })).closed.code).toBe(4100);
    // Another client behind the same proxy has its own allowance.
    await expect(connect({ 'x-forwarded-for': '203.0.113.2' })).resolves.toBeDefined();
  });

  it('rejects client events over the per-second rate with 4301, keeps the connection and refills', async () => {
    let now = 1_000_000;
    await start({ clientEventsPerSecond: 3, clock: () => now });
    const channel = 'private-room';
    const a = await connect();
    const b = await connect();
    await a.client.subscribe(channel, a.socketId);
    await b.client.subscribe(channel, b.socketId);

    for (let i = 1; i <= 5; i++) a.client.send({ event: 'client-n', channel, data: { i } });
    await settle(a.client);
    const errors = a.client.received.filter((m) => m.event === 'pusher:error');
    expect(errors).toHaveLength(2);
    expect(errors[0].channel).toBe(channel);
    expect(dataOf(errors[0])).toEqual({ code: 4301, message: 'Client event rejected due to rate limit' });
    await settle(b.client);
    expect(b.client.received.filter((m) => m.event === 'client-n').map((m) => dataOf(m))).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);

    // A third of a second later one more event is allowed; a second later the full rate again.
    now += 334;
    a.client.send({ event: 'client-n', channel, data: { i: 6 } });
    a.client.send({ event: 'client-n', channel, data: { i: 7 } });
    await settle(a.client);
    expect(a.client.received.filter((m) => m.event === 'pusher:error')).toHaveLength(3);
    now += 1000;
    for (let i = 8; i <= 10; i++) a.client.send({ event: 'client-n', channel, data: { i } });
    await settle(a.client);
    expect(a.client.received.filter((m) => m.event === 'pusher:error')).toHaveLength(3);
    await settle(b.client);
    expect(b.client.received.filter((m) => m.event === 'client-n').map((m) => (dataOf(m) as { i: number }).i)).toEqual([1, 2, 3, 6, 8, 9, 10]);
  });

  it('defaults to 100 connections per address and Pusher’s 10 client events per second, both from the environment', () => {
    expect(DEFAULT_MAX_CONNECTIONS_PER_IP).toBe(100);
    expect(DEFAULT_CLIENT_EVENTS_PER_SECOND).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test' }).realtimeLimits).toEqual({ maxConnectionsPerIp: 100, clientEventsPerSecond: 10, trustedProxyHops: 0 });
    const set = loadConfig({
      NODE_ENV: 'test',
      REALTIME_MAX_CONNECTIONS_PER_IP: '5',
      REALTIME_CLIENT_EVENTS_PER_SECOND: '20',
      REALTIME_TRUSTED_PROXY_HOPS: '1',
    });
    expect(set.realtimeLimits).toEqual({ maxConnectionsPerIp: 5, clientEventsPerSecond: 20, trustedProxyHops: 1 });
    expect(() => loadConfig({ NODE_ENV: 'test', REALTIME_MAX_CONNECTIONS_PER_IP: '0' })).toThrow(/REALTIME_MAX_CONNECTIONS_PER_IP/);
  });
});
