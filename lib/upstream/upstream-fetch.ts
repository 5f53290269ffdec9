/**
 * The one place the BFF talks to the upstream API. Server-only (it carries bearer tokens):
 * never import it from a client component. Every caller passes the token explicitly, so this
 * module stays free of Next's request scope and works in the proxy, route handlers and tests.
 */
import { serverEnv } from '@/lib/env';
import { clientAddress } from './client-address';
import { noteUpstreamOutcome } from './outage';
import { callDeadline, isUpstreamTimeout, upstreamBounds, watchedBody } from './upstream-bounds';
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
  /** A call of the public API (`/api/v1/…`): the upstream is told, and holds it to API tokens. */
  publicApi?: boolean;
}

/**
 * The upstream could not be reached (refused, DNS, reset) or did not answer within its bound
 * (`timedOut`, the cause an UpstreamTimeoutError: lib/upstream/upstream-bounds.ts): callers answer
 * 502, or 504 when it timed out.
 */
export class UpstreamUnavailableError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Upstream unreachable for ${path}`, { cause });
    this.name = 'UpstreamUnavailableError';
  }

  get timedOut(): boolean {
    return isUpstreamTimeout(this.cause);
  }
}

/** Headers a caller may not set: the credentials (and the request id) come only from the options above. */
const RESERVED = ['authorization', 'x-impersonator-token', 'cookie', 'host', 'x-forwarded-for', 'x-public-api', REQUEST_ID_HEADER];

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
  if (options.publicApi) headers.set('x-public-api', '1');
  headers.set(REQUEST_ID_HEADER, isSaneRequestId(options.requestId) ? options.requestId : newRequestId());
  return headers;
}

/**
 * fetch() against the upstream. Resolves with whatever status the upstream answered; rejects
 * with UpstreamUnavailableError when there was no answer (within the bounds of
 * lib/upstream/upstream-bounds.ts: no progress for UPSTREAM_TIMEOUT_MS), or the abort reason when
 * `signal` fired. fetch() does not tell when its connection opened, so here the progress bound
 * covers connecting too (the relay, on node's http, bounds the connection on its own).
 */
export async function upstreamFetch(path: string, options: UpstreamFetchOptions = {}): Promise<Response> {
  const bounds = upstreamBounds();
  const expired = new AbortController();
  const deadline = callDeadline(bounds, (error) => expired.abort(error));
  const streamed = options.body instanceof ReadableStream;
  const init: RequestInit & { duplex?: 'half' } = {
    method: (options.method ?? 'GET').toUpperCase(),
    headers: upstreamHeaders(options),
    // A streamed body (an upload) restarts the bound with every chunk: only a stall is cut.
    body: streamed ? watchedBody(options.body as ReadableStream<Uint8Array>, () => deadline.arm()) : (options.body ?? null),
    signal: options.signal ? AbortSignal.any([options.signal, expired.signal]) : expired.signal,
    // A redirect would be followed with the bearer attached; the contract has none, so never follow.
    redirect: 'manual',
    // Authenticated answers differ per user: never let Next's fetch cache keep one.
    cache: 'no-store',
  };
  // Node's fetch streams a ReadableStream body only in half-duplex mode.
  if (streamed) init.duplex = 'half';
  deadline.arm();
  try {
    const response = await fetch(upstreamUrl(path, options.searchParams), init);
    // The headers arrived: the body (a download, maybe long) is the caller's to read.
    deadline.clear();
    noteUpstreamOutcome(response.status);
    return response;
  } catch (error) {
    deadline.clear();
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    noteUpstreamOutcome(null);
    throw new UpstreamUnavailableError(path, expired.signal.aborted ? expired.signal.reason : error);
  }
}
