// Helpers for the realtime tests: a server on a free port, pusher-js clients and a raw websocket client.
import PusherClient from 'pusher-js';
import type { Options as PusherClientOptions } from 'pusher-js';
import { WebSocket } from 'ws';
import { signChannelAuth } from './channel-auth';
import { startRealtimeServer, type RealtimeServer, type RealtimeServerOptions } from './realtime-server';

export const TEST_APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret' } as const;

export async function startTestServer(overrides: Partial<RealtimeServerOptions> = {}): Promise<RealtimeServer> {
  return startRealtimeServer({ port: 0, ...TEST_APP, ...overrides });
}

export async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface ClientAuthOverrides {
  /** Replace the signature the authorizer hands out (to test refusals). */
  auth?: string;
  /** presence channel_data to sign. */
  channelData?: string;
}

/** pusher-js options pointing at the embedded server, authorizing channels with signChannelAuth. */
type TestClientOptions = Pick<PusherClientOptions, 'cluster' | 'wsHost' | 'wsPort' | 'forceTLS' | 'enabledTransports' | 'channelAuthorization'>;

export function pusherClientOptions(port: number, overrides: ClientAuthOverrides = {}): TestClientOptions {
  return {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: '/unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const channelData = channelName.startsWith('presence-') ? overrides.channelData : undefined;
        const signed = signChannelAuth({ ...TEST_APP, socketId, channel: channelName, channelData });
        callback(null, { ...signed, auth: overrides.auth ?? signed.auth });
      },
    },
  };
}

export async function connectPusherClient(port: number, overrides: ClientAuthOverrides = {}): Promise<PusherClient> {
  const client = new PusherClient(TEST_APP.key, pusherClientOptions(port, overrides));
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve());
    client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
  });
  return client;
}

export interface ReceivedMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** Decodes `data` when it is a JSON string, as pusher-js does. */
export function dataOf(message: ReceivedMessage): unknown {
  if (typeof message.data !== 'string') return message.data;
  try {
    return JSON.parse(message.data);
  } catch {
    return message.data;
  }
}

/** A bare websocket speaking JSON frames, recording what it receives. */
export class RawClient {
  readonly received: ReceivedMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = new Set<ReceivedMessage>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.received.push(JSON.parse(data.toString()) as ReceivedMessage));
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** `headers`: what a proxy in front would add (X-Forwarded-For). */
  static open(url: string, headers?: Record<string, string>): Promise<RawClient> {
    const ws = new WebSocket(url, { headers });
    const client = new RawClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens `/app/{key}?protocol=7` and waits for `pusher:connection_established`; returns the socket id too. */
  static async connect(port: number, key: string = TEST_APP.key, headers?: Record<string, string>): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.open(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=test&version=1`, headers);
    const established = await client.next('pusher:connection_established');
    const { socket_id: socketId } = dataOf(established) as { socket_id: string };
    return { client, socketId };
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next not yet consumed message with this event name (and channel, if given). */
  async next(event: string, channel?: string, timeoutMs = 3000): Promise<ReceivedMessage> {
    let found: ReceivedMessage | undefined;
    await waitFor(() => {
      found = this.received.find((m) => !this.cursor.has(m) && m.event === event && (!channel || m.channel === channel));
      return found !== undefined;
    }, timeoutMs).catch(() => {
      throw new Error(`No ${event} received; got ${JSON.stringify(this.received)}`);
    });
    this.cursor.add(found as ReceivedMessage);
    return found as ReceivedMessage;
  }

  has(event: string, channel?: string): boolean {
    return this.received.some((m) => m.event === event && (!channel || m.channel === channel));
  }

  /** Subscribes, signing private and presence channels; resolves on subscription_succeeded. */
  async subscribe(channel: string, socketId: string, channelData?: string): Promise<ReceivedMessage> {
    const auth = channel.startsWith('private-') || channel.startsWith('presence-') ? signChannelAuth({ ...TEST_APP, socketId, channel, channelData }) : {};
    this.send({ event: 'pusher:subscribe', data: { channel, ...auth } });
    return this.next('pusher_internal:subscription_succeeded', channel);
  }

  async close(): Promise<void> {
    if (this.ws.readyState !== WebSocket.CLOSED) this.ws.close();
    await this.closed;
  }
}
