// The part of Pusher's HTTP API the server libraries use: trigger, batch trigger, channel queries.
// https://pusher.com/docs/channels/library_auth_reference/rest-api
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyApiSignature } from './api-signature';
import type { ChannelRegistry } from './channel-registry';
import { MAX_BATCH_EVENTS, MAX_CHANNELS_PER_EVENT, MAX_EVENT_DATA_BYTES, MAX_HTTP_BODY_BYTES, MAX_NAME_LENGTH } from './limits';
import { channelKind, isValidChannelName } from './protocol';

export interface HttpApiConfig {
  appId: string;
  key: string;
  secret: string;
  registry: ChannelRegistry;
  /** False once the server is shutting down, so `/readyz` turns load balancers away first. */
  isReady?: () => boolean;
}

interface EventToDeliver {
  name: string;
  channels: string[];
  data: string;
  socketId?: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed path');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Reads the body as UTF-8; keeps draining (but not storing) past the limit so the 413 reaches the client. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_HTTP_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_HTTP_BODY_BYTES) reject(new HttpError(413, `Request body is larger than ${MAX_HTTP_BODY_BYTES} bytes`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

function parseJsonObject(body: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function toEvent(raw: Record<string, unknown>, allowMany: boolean): EventToDeliver {
  const { name, data, socket_id: socketId } = raw;
  if (typeof name !== 'string' || name === '' || name.length > MAX_NAME_LENGTH) {
    throw new HttpError(400, `Event name must be a string of 1 to ${MAX_NAME_LENGTH} characters`);
  }
  // /events takes `channels` (array) or `channel`; each /batch_events item takes `channel`.
  const single = raw.channel !== undefined ? [raw.channel] : undefined;
  const channels: unknown = allowMany ? (raw.channels ?? single) : single;
  if (!Array.isArray(channels) || channels.length === 0) {
    throw new HttpError(400, allowMany ? 'Provide channel or channels' : 'Each batch event needs a channel');
  }
  if (channels.length > MAX_CHANNELS_PER_EVENT) {
    throw new HttpError(400, `An event can be sent to at most ${MAX_CHANNELS_PER_EVENT} channels`);
  }
  // Pusher answers 400 for names over 200 characters or outside [-a-zA-Z0-9_=@,.;].
  if (!channels.every(isValidChannelName)) throw new HttpError(400, 'Invalid channel name');
  if (data === undefined) throw new HttpError(400, 'Missing data');
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  if (Buffer.byteLength(text, 'utf8') > MAX_EVENT_DATA_BYTES) {
    throw new HttpError(413, `Event data is larger than ${MAX_EVENT_DATA_BYTES / 1024} KB`);
  }
  if (socketId !== undefined && (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId))) {
    throw new HttpError(400, 'Invalid socket_id');
  }
  return { name, channels: channels as string[], data: text, socketId: socketId as string | undefined };
}

function channelInfo(registry: ChannelRegistry, channel: string, info: string[]): Record<string, number> {
  const attributes: Record<string, number> = {};
  if (info.includes('subscription_count')) attributes.subscription_count = registry.subscriptionCount(channel);
  if (info.includes('user_count') && channelKind(channel) === 'presence') {
    attributes.user_count = registry.userCount(channel);
  }
  return attributes;
}

export function createHttpApi(config: HttpApiConfig): (req: IncomingMessage, res: ServerResponse) => void {
  const { registry } = config;

  function deliver(events: EventToDeliver[]): void {
    for (const event of events) {
      for (const channel of event.channels) {
        registry.broadcast(channel, { event: event.name, channel, data: event.data }, event.socketId);
      }
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const [path, rawQuery = ''] = (req.url ?? '/').split('?', 2);
    const method = (req.method ?? 'GET').toUpperCase();
    const probe = method === 'GET' || method === 'HEAD';
    if (path === '/' && probe) return sendJson(res, 200, { ok: true });
    // Probes for orchestrators, as on the upstream: alive, and accepting connections (not draining).
    if (path === '/healthz' && probe) return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz' && probe) {
      const ready = config.isReady?.() ?? true;
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'shutting down' });
    }

    const match = /^\/apps\/([^/]+)\/(events|batch_events|channels(?:\/([^/]+)(\/users)?)?)$/.exec(path);
    if (!match) throw new HttpError(404, 'Not found');
    if (decodeSegment(match[1]) !== config.appId) throw new HttpError(404, 'Unknown app');
    const [, , resource, channelSegment, usersSegment] = match;
    const body = method === 'POST' ? await readBody(req) : '';

    const check = verifyApiSignature({ method, path, rawQuery, body, key: config.key, secret: config.secret });
    if (!check.ok) throw new HttpError(401, check.message);
    const infoOf = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);
    const info = infoOf(check.params.get('info'));

    if (resource === 'events' || resource === 'batch_events') {
      if (method !== 'POST') throw new HttpError(405, 'Method not allowed');
      const json = parseJsonObject(body);
      if (resource === 'events') {
        const event = toEvent(json, true);
        deliver([event]);
        // The SDKs send `info` in the body (parameters may also come in the query string).
        const wanted = json.info !== undefined ? infoOf(json.info) : info;
        if (wanted.length === 0) return sendJson(res, 200, {});
        const channels = Object.fromEntries(event.channels.map((c) => [c, channelInfo(registry, c, wanted)]));
        return sendJson(res, 200, { channels });
      }
      const batch = json.batch;
      if (!Array.isArray(batch) || batch.length === 0) throw new HttpError(400, 'batch must be a non-empty array');
      if (batch.length > MAX_BATCH_EVENTS) throw new HttpError(400, `A batch holds at most ${MAX_BATCH_EVENTS} events`);
      const events = batch.map((item) => toEvent(typeof item === 'object' && item !== null ? item : {}, false));
      deliver(events);
      return sendJson(res, 200, {});
    }

    if (method !== 'GET') throw new HttpError(405, 'Method not allowed');
    if (channelSegment === undefined) {
      const prefix = check.params.get('filter_by_prefix') ?? '';
      if (info.includes('user_count') && !prefix.startsWith('presence-')) {
        throw new HttpError(400, 'info=user_count requires filter_by_prefix=presence-');
      }
      const names = registry.occupiedChannels().filter((name) => name.startsWith(prefix));
      return sendJson(res, 200, { channels: Object.fromEntries(names.map((n) => [n, channelInfo(registry, n, info)])) });
    }
    const channel = decodeSegment(channelSegment);
    if (!isValidChannelName(channel)) throw new HttpError(400, 'Invalid channel name');
    if (usersSegment) {
      if (channelKind(channel) !== 'presence') throw new HttpError(400, 'Only presence channels have users');
      return sendJson(res, 200, { users: registry.presence(channel).ids.map((id) => ({ id })) });
    }
    const subscriptions = registry.subscriptionCount(channel);
    return sendJson(res, 200, { occupied: subscriptions > 0, ...channelInfo(registry, channel, info) });
  }

  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof HttpError) sendJson(res, error.status, { error: error.message });
      else {
        console.error('[realtime] HTTP API error', error);
        sendJson(res, 500, { error: 'Internal error' });
      }
    });
  };
}
