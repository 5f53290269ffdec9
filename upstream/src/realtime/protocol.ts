// Pusher Channels protocol 7: names, error codes and message shapes.
// https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
import { randomInt } from 'node:crypto';
import { CHANNEL_NAME_PATTERN, MAX_NAME_LENGTH } from './limits';

export const PROTOCOL_VERSION = 7;

/** Error codes from the protocol document ("Error Codes"). */
export const PusherErrorCode = {
  /** 4000-4099: do not reconnect unchanged. */
  AppNotFound: 4001,
  PathNotFound: 4005,
  UnsupportedProtocol: 4007,
  NoProtocolVersion: 4008,
  Unauthorized: 4009,
  /** 4100-4199: reconnect after a back-off ("Over capacity"; Soketi: presence channel full). */
  OverCapacity: 4100,
  /** 4200-4299: reconnect immediately. */
  ReconnectImmediately: 4200,
  PongNotReceived: 4201,
  /** 4300-4399: other errors. Soketi answers every refused client event, and a too large presence member, with 4301. */
  ClientEventRejected: 4301,
} as const;

/** Reverb answers unparsable frames with this code and keeps the connection open; so do we. */
export const INVALID_MESSAGE_CODE = PusherErrorCode.ReconnectImmediately;

export type ChannelKind = 'public' | 'private' | 'presence';

export interface InboundMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface OutboundMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH && CHANNEL_NAME_PATTERN.test(name);
}

/** End-to-end encrypted channels: the server cannot read their data, and clients may not publish on them. */
export function isEncryptedChannel(name: string): boolean {
  return name.startsWith('private-encrypted-');
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Socket ids look like `123456.7890123` (the server libraries check `^\d+\.\d+$`). */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

export function encodeMessage(message: OutboundMessage): string {
  return JSON.stringify(message);
}

/** `pusher:error` carries its data as an object: `{ code?, message }`. */
export function errorMessage(code: number | null, message: string, channel?: string): OutboundMessage {
  return { event: 'pusher:error', ...(channel ? { channel } : {}), data: { code, message } };
}

/** Parses one client frame; null when it is not a JSON object with a string `event`. */
export function parseInbound(raw: string): InboundMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string' || record.event === '') return null;
  let data = record.data;
  // Some clients double-encode `data` for pusher:* events.
  if (typeof data === 'string' && record.event.startsWith('pusher:')) {
    try {
      data = JSON.parse(data);
    } catch {
      // keep the string
    }
  }
  return {
    event: record.event,
    channel: typeof record.channel === 'string' ? record.channel : undefined,
    data,
  };
}

/** Byte length of event data as it goes on the wire. */
export function dataByteLength(data: unknown): number {
  const text = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  return Buffer.byteLength(text, 'utf8');
}
