import Pusher from 'pusher';
import type { RealtimeServer } from './realtime-server';
import { RawClient, TEST_APP, dataOf, startTestServer } from './realtime-test-kit';

function statusOf(error: unknown): number | undefined {
  return (error as { status?: number }).status;
}

describe('realtime server: Pusher HTTP API', () => {
  let server: RealtimeServer;
  let sdk: Pusher;
  let clients: RawClient[] = [];

  async function subscribed(channel: string): Promise<{ client: RawClient; socketId: string }> {
    const connected = await RawClient.connect(server.port);
    clients.push(connected.client);
    await connected.client.subscribe(channel, connected.socketId);
    return connected;
  }

  beforeEach(async () => {
    server = await startTestServer();
    sdk = new Pusher({ ...TEST_APP, host: '127.0.0.1', port: String(server.port) });
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
    await server.close();
  });

  it('delivers triggered events as {event, channel, data} with data as a string', async () => {
    const { client } = await subscribed('news');
    const res = await sdk.trigger(['news', 'empty'], 'created', { id: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await client.next('created')).toEqual({ event: 'created', channel: 'news', data: '{"id":1}' });
  });

  it('does not deliver to the socket_id given', async () => {
    const sender = await subscribed('private-room');
    const other = await subscribed('private-room');
    await sdk.trigger('private-room', 'moved', { to: 2 }, { socket_id: sender.socketId });
    expect(dataOf(await other.client.next('moved'))).toEqual({ to: 2 });
    sender.client.send({ event: 'pusher:ping' });
    await sender.client.next('pusher:pong');
    expect(sender.client.has('moved')).toBe(false);
  });

  it('delivers batch events', async () => {
    const a = await subscribed('a');
    const b = await subscribed('b');
    await sdk.triggerBatch([
      { channel: 'a', name: 'one', data: { n: 1 } },
      { channel: 'b', name: 'two', data: 'plain' },
    ]);
    expect(dataOf(await a.client.next('one'))).toEqual({ n: 1 });
    expect((await b.client.next('two')).data).toBe('plain');
  });

  it('answers 401 with JSON to a bad signature', async () => {
    const wrong = new Pusher({ ...TEST_APP, secret: 'wrong', host: '127.0.0.1', port: String(server.port) });
    await expect(wrong.trigger('news', 'x', {})).rejects.toMatchObject({ status: 401 });

    const unsigned = await fetch(`http://127.0.0.1:${server.port}/apps/${TEST_APP.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', channel: 'news', data: '{}' }),
    });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 413 when event data is over 10 KB', async () => {
    const { client } = await subscribed('news');
    const error = await sdk.trigger('news', 'big', 'x'.repeat(10 * 1024 + 1)).catch((e: unknown) => e);
    expect(statusOf(error)).toBe(413);
    await expect(sdk.trigger('news', 'fits', 'x'.repeat(10 * 1024))).resolves.toMatchObject({ status: 200 });
    await client.next('fits');
    expect(client.has('big')).toBe(false);
  });

  it('answers trigger info requests with channel attributes', async () => {
    await subscribed('news');
    const res = await sdk.trigger('news', 'x', {}, { info: 'subscription_count' });
    expect(await res.json()).toEqual({ channels: { news: { subscription_count: 1 } } });
  });

  it('answers 400 to invalid events', async () => {
    const error = await sdk.post({ path: '/events', body: JSON.stringify({ name: 'x', data: '{}' }) }).catch((e) => e);
    expect(statusOf(error)).toBe(400);
  });

  it.each([
    ['longer than 200 characters', 'a'.repeat(201)],
    ['with a disallowed character', 'news/today'],
    ['with a space', 'private-a b'],
  ])('answers 400 to a channel name %s (events and channel queries)', async (_label, name) => {
    // The SDK checks names itself; a signed raw request shows what the server does.
    const body = JSON.stringify({ name: 'x', channels: ['news', name], data: '{}' });
    expect(statusOf(await sdk.post({ path: '/events', body }).catch((e: unknown) => e))).toBe(400);
    const batch = JSON.stringify({ batch: [{ name: 'x', channel: name, data: '{}' }] });
    expect(statusOf(await sdk.post({ path: '/batch_events', body: batch }).catch((e: unknown) => e))).toBe(400);
    const query = await sdk.get({ path: `/channels/${encodeURIComponent(name)}` }).catch((e: unknown) => e);
    expect(statusOf(query)).toBe(400);
  });

  it('answers 404 for another app id', async () => {
    const other = new Pusher({ ...TEST_APP, appId: 'other', host: '127.0.0.1', port: String(server.port) });
    await expect(other.trigger('news', 'x', {})).rejects.toMatchObject({ status: 404 });
  });

  it('lists occupied channels, with user counts for presence channels', async () => {
    await subscribed('news');
    const member = await RawClient.connect(server.port);
    clients.push(member.client);
    await member.client.subscribe('presence-room', member.socketId, '{"user_id":5}');

    const all = await sdk.get({ path: '/channels' });
    expect(await all.json()).toEqual({ channels: { news: {}, 'presence-room': {} } });

    const presence = await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } });
    expect(await presence.json()).toEqual({ channels: { 'presence-room': { user_count: 1 } } });

    const one = await sdk.get({ path: '/channels/news', params: { info: 'subscription_count' } });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 1 });

    const users = await sdk.get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: '5' }] });
  });
});
