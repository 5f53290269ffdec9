// Pusher HTTP API request signatures (auth_version 1.0).
// https://pusher.com/docs/channels/library_auth_reference/rest-api#authentication
// string to sign: `METHOD\nPATH\n<query without auth_signature, keys lower-cased, sorted, key=value joined by &>`
import { createHash } from 'node:crypto';
import { hmacSha256Hex, safeEqual } from './channel-auth';

/** Pusher accepts requests whose auth_timestamp is within 600 seconds of the server's clock. */
export const MAX_CLOCK_SKEW_SEC = 600;

export interface ApiRequestToVerify {
  method: string;
  path: string;
  /** The raw query string, without the leading `?`. */
  rawQuery: string;
  body: string;
  key: string;
  secret: string;
  /** Seconds since the epoch; defaults to the current time. */
  nowSec?: number;
}

export type SignatureCheck = { ok: true; params: Map<string, string> } | { ok: false; message: string };

export function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parsePairs(rawQuery: string): Array<[string, string]> {
  return rawQuery
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq === -1 ? part : part.slice(0, eq);
      const value = eq === -1 ? '' : part.slice(eq + 1);
      return [safeDecode(key).toLowerCase(), value];
    });
}

function canonicalQuery(pairs: Array<[string, string]>, decode: boolean): string {
  return pairs
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]): [string, string] => [key, decode ? safeDecode(value) : value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Signs a request the way the Pusher server libraries do; returns the full query string. */
export function signApiQuery(input: {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: string;
  key: string;
  secret: string;
  timestampSec: number;
}): string {
  const params: Record<string, string> = {
    ...input.params,
    auth_key: input.key,
    auth_timestamp: String(input.timestampSec),
    auth_version: '1.0',
  };
  if (input.body) params.body_md5 = md5Hex(input.body);
  const query = canonicalQuery(Object.entries(params), false);
  const signature = hmacSha256Hex(input.secret, [input.method.toUpperCase(), input.path, query].join('\n'));
  return `${query}&auth_signature=${signature}`;
}

export function verifyApiSignature(req: ApiRequestToVerify): SignatureCheck {
  const pairs = parsePairs(req.rawQuery);
  const params = new Map(pairs.map(([key, value]): [string, string] => [key, safeDecode(value)]));
  const signature = params.get('auth_signature');
  if (!signature) return { ok: false, message: 'Missing auth_signature' };
  if (params.get('auth_key') !== req.key) return { ok: false, message: 'Unknown auth_key' };
  if (params.get('auth_version') !== '1.0') return { ok: false, message: 'Unsupported auth_version (expected 1.0)' };

  const timestamp = Number(params.get('auth_timestamp'));
  const now = req.nowSec ?? Math.floor(Date.now() / 1000);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > MAX_CLOCK_SKEW_SEC) {
    return { ok: false, message: `Timestamp expired: auth_timestamp must be within ${MAX_CLOCK_SKEW_SEC}s of server time` };
  }

  if (req.body.length > 0 || params.has('body_md5')) {
    if (params.get('body_md5') !== md5Hex(req.body)) return { ok: false, message: 'body_md5 does not match the body' };
  }

  // The libraries sign the values as sent (not URL-escaped); accept the decoded form too.
  const prefix = `${req.method.toUpperCase()}\n${req.path}\n`;
  const candidates = new Set([canonicalQuery(pairs, false), canonicalQuery(pairs, true)]);
  for (const query of candidates) {
    if (safeEqual(signature, hmacSha256Hex(req.secret, prefix + query))) return { ok: true, params };
  }
  return { ok: false, message: 'Invalid signature' };
}
