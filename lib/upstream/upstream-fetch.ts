/**
 * The one place the BFF talks to the upstream API. Server-only (it carries bearer tokens):
 * never import it from a client component. Every caller passes the token explicitly, so this
 * module stays free of Next's request scope and works in the proxy, route handlers and tests.
 */
import { serverEnv } from '@/lib/env';
import { clientAddress } from './client-address';
import { noteUpstreamOutcome } from './outage';
import { REQUEST_ID_HEADER, isSaneRequestId, newRequestId } from './request-id';

export interface UpstreamFetchOptions {
  method?: string;
  /** The session's token; sent as `Authorization: Bearer`. */
  token?: string;
  /** While impersonating, the super-administrator's token; sent as `X-Impersonator-Token`. */
  impersonatorToken?: string;
  headers?: HeadersInit;
  body?: BodyInit | null;
  /** Query string (with or without `?`), URLSearchParams, or a record. */
  searchParams?: string | URLSearchParams | Record<string, string>;
  signal?: AbortSignal;
  /**
   * The X-Forwarded-For header the BFF received. Never passed on as it is: the upstream gets the
   * one client address lib/upstream/client-address.ts determines, to rate-limit per client.
   */
  forwardedFor?: string | null;
  /**
   * Sent as X-Request-Id (lib/upstream/request-id.ts `requestIdFor`), so the upstream's log line
   * carries the id the BFF logs; without one (or an insane one) each call gets a fresh id.
   */
  requestId?: string;
}

/** The upstream could not be reached (refused, DNS, reset, timeout): callers answer 502. */
export class UpstreamUnavailableError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Upstream unreachable for ${path}`, { cause });
    this.name = 'UpstreamUnavailableError';
  }
}

/** Headers a caller may not set: the credentials (and the request id) come only from the options above. */
const RESERVED = ['authorization', 'x-impersonator-token', 'cookie', 'host', 'x-forwarded-for', REQUEST_ID_HEADER];

/** `${UPSTREAM_URL}/<path>?<query>`; the path is relative to the API base. */
export function upstreamUrl(path: string, searchParams?: UpstreamFetchOptions['searchParams']): string {
  // A query string is kept byte for byte (re-encoding would turn `%20` into `+`, `[]` into `%5B%5D`).
  const query = typeof searchParams === 'string' ? searchParams.replace(/^\?/, '') : new URLSearchParams(searchParams).toString();
  const relative = path.replace(/^\/+/, '');
  return `${serverEnv().upstreamUrl}/${relative}${query ? `?${query}` : ''}`;
}

/** The headers of an upstream call: the caller's, minus the reserved ones, plus credentials, client address and request id. */
export function upstreamHeaders(options: UpstreamFetchOptions): Headers {
  const headers = new Headers(options.headers);
  for (const name of RESERVED) headers.delete(name);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.token && options.impersonatorToken) headers.set('x-impersonator-token', options.impersonatorToken);
  const clientIp = clientAddress(options.forwardedFor);
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  headers.set(REQUEST_ID_HEADER, isSaneRequestId(options.requestId) ? options.requestId : newRequestId());
  return headers;
}

/**
 * fetch() against the upstream. Resolves with whatever status the upstream answered; rejects
 * with UpstreamUnavailableError when there was no answer, or the abort reason when `signal` fired.
 */
export async function upstreamFetch(path: string, options: UpstreamFetchOptions = {}): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: (options.method ?? 'GET').toUpperCase(),
    headers: upstreamHeaders(options),
    body: options.body ?? null,
    signal: options.signal,
    // A redirect would be followed with the bearer attached; the contract has none, so never follow.
    redirect: 'manual',
    // Authenticated answers differ per user: never let Next's fetch cache keep one.
    cache: 'no-store',
  };
  // Node's fetch streams a ReadableStream body only in half-duplex mode.
  if (options.body instanceof ReadableStream) init.duplex = 'half';
  try {
    const response = await fetch(upstreamUrl(path, options.searchParams), init);
    noteUpstreamOutcome(response.status);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    noteUpstreamOutcome(null);
    throw new UpstreamUnavailableError(path, error);
  }
}
