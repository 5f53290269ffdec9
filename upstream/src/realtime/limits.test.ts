// What Pusher (and Soketi) refuse, the embedded server refuses too: see limits.ts for the sources.
import type PusherClient from 'pusher-js';
import { signChannelAuth } from './channel-auth';
import { MAX_FRAME_BYTES, MAX_PRESENCE_MEMBERS, MAX_WS_PAYLOAD_BYTES } from './limits';
import type { RealtimeServer } from './realtime-server';
import { RawClient, TEST_APP, connectPusherClient, dataOf, startTestServer, waitFor } from './realtime-test-kit';

describe('realtime server: Pusher limits', () => {
  let server: RealtimeServer;
  let clients: RawClient[] = [];

  async function connect(): Promise<{ client: RawClient; socketId: string }> {
    const connected = await RawClient.connect(server.port);
    clients.push(connected.client);
    return connected;
  }

  /** Frames are handled in order: once the pong is back, everything sent before it was handled. */
  async function settle(client: RawClient): Promise<void> {
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  }

  function subscribeSigned(client: RawClient, socketId: string, channel: string, channelData: string): void {
    const { auth } = signChannelAuth({ ...TEST_APP, socketId, channel, channelData });
    client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
  }

  beforeEach(async () => {
    // The presence test opens more sockets from 127.0.0.1 than one address may hold by default.
    server = await startTestServer({ maxConnectionsPerIp: MAX_PRESENCE_MEMBERS + 10 });
  });

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.close()));
    clients = [];
    await server.close();
  });

  it('refuses client events on private-encrypted- channels with pusher:error 4301 and does not relay them', async () => {
    const channel = 'private-encrypted-chat';
    const a = await connect();
    const b = await connect();
    await a.client.subscribe(channel, a.socketId);
    await b.client.subscribe(channel, b.socketId);
    a.client.send({ event: 'client-typing', channel, data: { typing: true } });
    const error = await a.client.next('pusher:error');
    expect(error.channel).toBe(channel);
    expect(dataOf(error)).toMatchObject({ code: 4301, message: expect.stringContaining('encrypted') });
    await settle(b.client);
    expect(b.client.has('client-typing')).toBe(false);
  });

  it('refuses the 101st presence member with subscription_error LimitReached 4100', async () => {
    const channel = 'presence-crowd';
    const members = await Promise.all(Array.from({ length: MAX_PRESENCE_MEMBERS }, () => connect()));
    await Promise.all(members.map(({ client, socketId }, i) => client.subscribe(channel, socketId, `{"user_id":${i + 1}}`)));

    const late = await connect();
    subscribeSigned(late.client, late.socketId, channel, '{"user_id":"late"}');
    const refused = await late.client.next('pusher:subscription_error', channel);
    expect(refused.data).toMatchObject({ type: 'LimitReached', status: 4100, error: expect.any(String) });
    expect(dataOf(await late.client.next('pusher:error'))).toMatchObject({ code: 4100 });
    expect(late.client.has('pusher_internal:subscription_succeeded')).toBe(false);
    await settle(members[0].client);
    expect(members[0].client.received.filter((m) => m.event === 'pusher_internal:member_added')).toHaveLength(MAX_PRESENCE_MEMBERS - 1);

    // A second tab of a member is not a new member: it still gets in.
    const tab = await connect();
    const joined = await tab.client.subscribe(channel, tab.socketId, '{"user_id":1}');
    expect(dataOf(joined)).toMatchObject({ presence: { count: MAX_PRESENCE_MEMBERS } });
  });

  it('refuses presence user_info over 1 KB and user ids over 128 characters with subscription_error 4301', async () => {
    const { client, socketId } = await connect();
    const bigInfo = JSON.stringify({ user_id: 1, user_info: { name: 'x'.repeat(1024) } });
    subscribeSigned(client, socketId, 'presence-big', bigInfo);
    const tooBig = await client.next('pusher:subscription_error', 'presence-big');
    expect(tooBig.data).toMatchObject({ type: 'LimitReached', status: 4301 });

    subscribeSigned(client, socketId, 'presence-long-id', JSON.stringify({ user_id: 'u'.repeat(129) }));
    const longId = await client.next('pusher:subscription_error', 'presence-long-id');
    expect(longId.data).toMatchObject({ type: 'LimitReached', status: 4301 });

    // Just under the limit is fine.
    const fits = JSON.stringify({ user_id: 'u'.repeat(128), user_info: { name: 'x'.repeat(1000) } });
    await client.subscribe('presence-fits', socketId, fits);
    expect(client.has('pusher_internal:subscription_succeeded', 'presence-big')).toBe(false);
  });

  it.each([
    ['longer than 200 characters', 'a'.repeat(201), 'LimitReached'],
    ['with a disallowed character', 'news/today', 'InvalidChannelName'],
    ['with a space', 'private-a b', 'InvalidChannelName'],
  ])('refuses a channel name %s with pusher:error and subscription_error 4009', async (_label, channel, type) => {
    const { client } = await connect();
    client.send({ event: 'pusher:subscribe', data: { channel } });
    const error = await client.next('pusher:error');
    expect(dataOf(error)).toMatchObject({ code: 4009 });
    const refused = await client.next('pusher:subscription_error', channel);
    expect(refused.data).toMatchObject({ type, status: 4009 });
    await settle(client);
    expect(client.has('pusher_internal:subscription_succeeded')).toBe(false);
  });

  it('accepts a channel name of exactly 200 allowed characters', async () => {
    const { client, socketId } = await connect();
    await expect(client.subscribe(`a-_=@,.;${'b'.repeat(192)}`, socketId)).resolves.toBeDefined();
  });

  it('drops a frame over the frame limit with pusher:error 4301 and keeps the connection', async () => {
    const channel = 'private-room';
    const a = await connect();
    const b = await connect();
    await a.client.subscribe(channel, a.socketId);
    await b.client.subscribe(channel, b.socketId);
    a.client.send({ event: 'client-big', channel, data: 'x'.repeat(MAX_FRAME_BYTES) });
    const error = await a.client.next('pusher:error');
    expect(dataOf(error)).toMatchObject({ code: 4301, message: expect.stringContaining('Frames over') });

    // Still connected and subscribed: the next (small) client event goes through.
    a.client.send({ event: 'client-small', channel, data: { ok: true } });
    expect(dataOf(await b.client.next('client-small', channel))).toEqual({ ok: true });
    expect(b.client.has('client-big')).toBe(false);
  });

  it('closes with 1009 (Message Too Big) on a frame over the websocket payload limit', async () => {
    const { client } = await connect();
    client.send({ event: 'pusher:ping', data: 'x'.repeat(MAX_WS_PAYLOAD_BYTES) });
    await expect(client.closed).resolves.toMatchObject({ code: 1009 });
    await waitFor(() => server.connectionCount() === 0);
  });
});

describe('realtime server: pusher-js sees refusals', () => {
  it('fires pusher:subscription_error on the channel with the type and status', async () => {
    const server = await startTestServer();
    const bigInfo = JSON.stringify({ user_id: 1, user_info: { bio: 'x'.repeat(2048) } });
    let client: PusherClient | null = null;
    try {
      client = await connectPusherClient(server.port, { channelData: bigInfo });
      const errors: unknown[] = [];
      const channel = client.subscribe('presence-room');
      channel.bind('pusher:subscription_error', (error: unknown) => errors.push(error));
      await waitFor(() => errors.length > 0);
      expect(errors[0]).toMatchObject({ type: 'LimitReached', status: 4301 });
      expect(channel.subscribed).toBe(false);
    } finally {
      client?.disconnect();
      await server.close();
    }
  });
});
