// Pusher channel authorization signatures (private and presence channels).
// https://pusher.com/docs/channels/library_auth_reference/auth-signatures
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ChannelAuthParams {
  key: string;
  secret: string;
  socketId: string;
  channel: string;
  /** Presence channels only: the JSON string `{"user_id": ..., "user_info": ...}`, signed as is. */
  channelData?: string;
}

export interface ChannelAuth {
  auth: string;
  channel_data?: string;
}

export const USER_CHANNEL_PREFIX = 'private-App.Models.User.';

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('hex');
}

/** Constant-time string comparison (different lengths compare unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

function stringToSign({ socketId, channel, channelData }: ChannelAuthParams): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** `auth` = `key:HMAC-SHA256-hex(secret, "socket_id:channel[:channel_data]")`. */
export function signChannelAuth(params: ChannelAuthParams): ChannelAuth {
  const signature = hmacSha256Hex(params.secret, stringToSign(params));
  const auth = `${params.key}:${signature}`;
  return params.channelData === undefined ? { auth } : { auth, channel_data: params.channelData };
}

/** Whether `auth` (as sent in `pusher:subscribe`) is the signature `signChannelAuth` would produce. */
export function isValidChannelAuth(params: ChannelAuthParams & { auth: string | undefined | null }): boolean {
  if (typeof params.auth !== 'string') return false;
  return safeEqual(params.auth, signChannelAuth(params).auth);
}

/** The private channel Laravel uses for a user's notifications: `private-App.Models.User.{id}`. */
export function userChannel(userId: number | string): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}

/** The user id in `private-App.Models.User.{id}` (a positive integer), else null. */
export function parseUserChannel(name: string): number | null {
  if (!name.startsWith(USER_CHANNEL_PREFIX)) return null;
  const rest = name.slice(USER_CHANNEL_PREFIX.length);
  if (!/^[1-9]\d*$/.test(rest)) return null;
  const id = Number(rest);
  return Number.isSafeInteger(id) ? id : null;
}
