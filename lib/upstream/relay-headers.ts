/**
 * Which headers an API answer carries: the allowlist of the upstream's headers that reach the
 * browser, and the fixed security headers. Free of Next so the route handler (responses.ts) and
 * the BFF server's relay (lib/bff-server/relay.ts) build answers by the same rule.
 */
import { API_CSP, SECURITY_HEADERS } from '@/lib/security/static-headers';
import { TIMED_OUT_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/api/service-unavailable';

/** The BFF's own answers to API calls it does not forward. */
export const MESSAGES = {
  notFound: 'Not found.',
  crossSite: 'Cross-site request refused.',
  unauthenticated: 'Unauthenticated.',
  bearerRequired: 'Unauthenticated: send an API token as `Authorization: Bearer <token>`.',
  unavailable: UNAVAILABLE_MESSAGE,
  timedOut: TIMED_OUT_MESSAGE,
} as const;

/**
 * Only these upstream headers reach the browser; set-cookie in particular never does. The
 * upstream's CSP is kept: downloads carry `default-src 'none'; sandbox` so a document runs nothing.
 */
const RELAYED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'retry-after',
  'x-content-type-options',
  'content-security-policy',
  'idempotent-replayed',
  // The public API's limits (upstream services/tokens/api-rate-limit.ts) and its auth challenge.
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'www-authenticate',
];
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The fixed security headers, and the API policy unless the upstream sent its own. next.config.mjs
 * adds the same ones to every /api answer; setting them here keeps the forwarder safe on its own.
 */
export function withSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', API_CSP);
  // A file preview (upstream document-response.ts) may be framed by the app's own pages and no
  // one else; its CSP says so and the legacy header must agree, or the file screen's frame stays blank.
  if (/(^|;)\s*frame-ancestors 'self'\s*(;|$)/.test(headers.get('content-security-policy') ?? '')) headers.set('x-frame-options', 'SAMEORIGIN');
  return headers;
}

/**
 * The headers of a relayed answer. `decoded`: the body reaching the browser is no longer the
 * upstream's encoded one (fetch() decompresses), so its length no longer holds.
 */
export function relayedHeaders(upstream: { get(name: string): string | null }, decoded: boolean): Headers {
  const headers = new Headers();
  for (const name of RELAYED_HEADERS) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (decoded && upstream.get('content-encoding') !== null) headers.delete('content-length');
  // Answers depend on the session cookie: no shared cache may keep them unless the upstream says so.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return withSecurityHeaders(headers);
}

/** An answer without a body: to HEAD, or a status that has none. */
export const answersWithoutBody = (method: string, status: number): boolean => method.toUpperCase() === 'HEAD' || NO_BODY_STATUSES.has(status);

/** The headers of the BFF's own JSON message answers (`{ message }`); a 401 of the public API says which scheme it wants. */
export const messageHeaders = (bearerChallenge = false): Headers => {
  const headers = withSecurityHeaders(new Headers({ 'cache-control': 'no-store' }));
  if (bearerChallenge) headers.set('www-authenticate', 'Bearer realm="api"');
  return headers;
};
