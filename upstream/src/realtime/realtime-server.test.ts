import Pusher from 'pusher';
import { signChannelAuth } from './channel-auth';
import type { RealtimeServer } from './realtime-server';
import { RawClient, TEST_APP, dataOf, startTestServer, waitFor } from './realtime-test-kit';

describe('realtime server: websocket protocol', () => {
  let server: RealtimeServer;
  let clients: RawClient[] = [];

  async function connect(): Promise<{ client: RawClient; socketId: string }> {
    const connected = await RawClient.connect(server.port);
    clients.push(connected.client);
    return connected;
  }

  async function open(path: string): Promise<RawClient> {
    const client = await RawClient.open(`ws://127.0.0.1:${server.port}${path}`);
    clients.push(client);
    return client;
  }

  beforeEach(async () => {
    server = await startTestServer();
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
    await server.close();
  });

  it('listens on the port it picked and answers GET /', async () => {
    expect(server.port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends connection_established with a socket id and the activity timeout as a JSON string', async () => {
    const client = await open(`/app/${TEST_APP.key}?protocol=7&client=js&version=8.6.0`);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(dataOf(established)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    expect(server.connectionCount()).toBe(1);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    await expect(client.next('pusher:pong')).resolves.toMatchObject({ event: 'pusher:pong' });
  });

  it.each([
    ['an unknown app key', '/app/wrong-key?protocol=7', 4001],
    ['a missing protocol version', `/app/${TEST_APP.key}`, 4007],
    ['an old protocol version', `/app/${TEST_APP.key}?protocol=5`, 4007],
    ['another path', '/socket?protocol=7', 4005],
  ])('refuses %s with pusher:error and close code', async (_label, path, code) => {
    const client = await open(path);
    const error = await client.next('pusher:error');
    expect(dataOf(error)).toMatchObject({ code });
    await expect(client.closed).resolves.toMatchObject({ code });
    expect(client.has('pusher:connection_established')).toBe(false);
  });

  it('answers malformed frames with pusher:error 4200 and keeps the connection', async () => {
    const { client } = await connect();
    client.send('{not json');
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: 4200 });
    client.send({ no: 'event' });
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: 4200 });
    client.send({ event: 'pusher:ping' });
    await client.next('pusher:pong');
  });

  it('subscribes to public channels and stops delivering after pusher:unsubscribe', async () => {
    const { client, socketId } = await connect();
    const succeeded = await client.subscribe('news', socketId);
    expect(succeeded.channel).toBe('news');
    const sdk = new Pusher({ ...TEST_APP, host: '127.0.0.1', port: String(server.port) });
    await sdk.trigger('news', 'first', { n: 1 });
    expect(dataOf(await client.next('first', 'news'))).toEqual({ n: 1 });

    client.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    client.send({ event: 'pusher:ping' }); // frames are handled in order: the pong means the unsubscribe is done
    await client.next('pusher:pong');
    await sdk.trigger('news', 'second', { n: 2 });
    client.send({ event: 'pusher:ping' });
    await client.next('pusher:pong');
    expect(client.has('second')).toBe(false);
  });

  it('refuses a private subscription with a bad signature', async () => {
    const { client } = await connect();
    const channel = 'private-App.Models.User.1';
    client.send({ event: 'pusher:subscribe', data: { channel, auth: `${TEST_APP.key}:${'0'.repeat(64)}` } });
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: 4009 });
    const failure = await client.next('pusher:subscription_error', channel);
    expect(failure.data).toMatchObject({ type: 'AuthError', status: 401 });
    expect(client.has('pusher_internal:subscription_succeeded')).toBe(false);
  });

  it('keeps presence members and announces arrivals and departures', async () => {
    const channel = 'presence-room';
    const alice = await connect();
    const first = await alice.client.subscribe(channel, alice.socketId, '{"user_id":1,"user_info":{"name":"Alice"}}');
    expect(dataOf(first)).toEqual({ presence: { ids: ['1'], hash: { '1': { name: 'Alice' } }, count: 1 } });

    const bob = await connect();
    const second = await bob.client.subscribe(channel, bob.socketId, '{"user_id":"2","user_info":{"name":"Bob"}}');
    expect(dataOf(second)).toMatchObject({ presence: { count: 2, hash: { '1': { name: 'Alice' }, '2': { name: 'Bob' } } } });
    const added = await alice.client.next('pusher_internal:member_added', channel);
    expect(dataOf(added)).toEqual({ user_id: '2', user_info: { name: 'Bob' } });

    // Bob's second tab is not a new member, and closing it does not remove him.
    const bobTab = await connect();
    await bobTab.client.subscribe(channel, bobTab.socketId, '{"user_id":"2","user_info":{"name":"Bob"}}');
    await bobTab.client.close();
    await bob.client.close();
    const removed = await alice.client.next('pusher_internal:member_removed', channel);
    expect(dataOf(removed)).toEqual({ user_id: '2' });
    expect(alice.client.received.filter((m) => m.event === 'pusher_internal:member_added')).toHaveLength(1);
    expect(alice.client.received.filter((m) => m.event === 'pusher_internal:member_removed')).toHaveLength(1);
  });

  it('refuses presence channel_data that was not signed', async () => {
    const { client, socketId } = await connect();
    const channel = 'presence-room';
    const { auth } = signChannelAuth({ ...TEST_APP, socketId, channel, channelData: '{"user_id":1}' });
    client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: '{"user_id":99}' } });
    expect((await client.next('pusher:subscription_error', channel)).data).toMatchObject({ status: 401 });
  });

  it('relays client events to the other subscribers of private and presence channels', async () => {
    const a = await connect();
    const b = await connect();
    await a.client.subscribe('private-chat', a.socketId);
    await b.client.subscribe('private-chat', b.socketId);
    a.client.send({ event: 'client-typing', channel: 'private-chat', data: { typing: true } });
    expect(await b.client.next('client-typing', 'private-chat')).toMatchObject({ data: { typing: true } });

    await a.client.subscribe('presence-chat', a.socketId, '{"user_id":7}');
    await b.client.subscribe('presence-chat', b.socketId, '{"user_id":8}');
    b.client.send({ event: 'client-wave', channel: 'presence-chat', data: 'hi' });
    expect(await a.client.next('client-wave', 'presence-chat')).toMatchObject({ data: 'hi', user_id: '8' });
    expect(a.client.has('client-typing') || b.client.has('client-wave')).toBe(false);
  });

  it('rejects client events on public or unsubscribed channels', async () => {
    const { client, socketId } = await connect();
    await client.subscribe('news', socketId);
    client.send({ event: 'client-x', channel: 'news', data: {} });
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: 4301 });
    client.send({ event: 'client-x', channel: 'private-elsewhere', data: {} });
    expect(dataOf(await client.next('pusher:error'))).toMatchObject({ code: 4301 });
  });

  it('closes open connections with 4200 when the server shuts down', async () => {
    const { client } = await connect();
    await server.close();
    await expect(client.closed).resolves.toMatchObject({ code: 4200 });
  });
});

describe('realtime server: liveness', () => {
  it('pings an idle client and closes it with 4201 when no pong comes', async () => {
    const server = await startTestServer({ activityTimeoutSec: 0.2, pongTimeoutSec: 0.2 });
    try {
      const { client } = await RawClient.connect(server.port);
      await client.next('pusher:ping');
      await expect(client.closed).resolves.toMatchObject({ code: 4201 });
      await waitFor(() => server.connectionCount() === 0);
    } finally {
      await server.close();
    }
  });

  it('keeps an idle client that answers the ping', async () => {
    const server = await startTestServer({ activityTimeoutSec: 0.2, pongTimeoutSec: 0.2 });
    const { client } = await RawClient.connect(server.port);
    try {
      client.ws.on('message', (frame) => {
        if (JSON.parse(frame.toString()).event === 'pusher:ping') client.send({ event: 'pusher:pong', data: {} });
      });
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(client.received.filter((m) => m.event === 'pusher:ping').length).toBeGreaterThanOrEqual(2);
      expect(server.connectionCount()).toBe(1);
    } finally {
      await client.close();
      await server.close();
    }
  });
});
