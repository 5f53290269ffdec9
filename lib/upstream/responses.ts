/** Building BFF responses: fixed error bodies and relaying an upstream answer unchanged. */
import { NextResponse } from 'next/server';
import { API_CSP, SECURITY_HEADERS } from '@/lib/security/static-headers';
import { UNAVAILABLE_MESSAGE } from './service-unavailable';

export const MESSAGES = {
  notFound: 'Not found.',
  crossSite: 'Cross-site request refused.',
  unauthenticated: 'Unauthenticated.',
  unavailable: UNAVAILABLE_MESSAGE,
} as const;

/**
 * Only these upstream headers reach the browser; set-cookie in particular never does. The
 * upstream's CSP is kept: downloads carry `default-src 'none'; sandbox` so a document runs nothing.
 */
const RELAYED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control', 'retry-after', 'x-content-type-options', 'content-security-policy'];
const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The fixed security headers, and the API policy unless the upstream sent its own. next.config.mjs
 * adds the same ones to every /api answer; setting them here keeps the forwarder safe on its own.
 */
function withSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', API_CSP);
  return headers;
}

export function jsonMessage(status: number, message: string): NextResponse {
  return NextResponse.json({ message }, { status, headers: withSecurityHeaders(new Headers({ 'cache-control': 'no-store' })) });
}

/** Stream the upstream's status and body back as they are, with an allowlist of headers. */
export function relayResponse(upstream: Response, method: string): NextResponse {
  const headers = new Headers();
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // fetch() has already decompressed an encoded body, so its length no longer matches.
  if (upstream.headers.has('content-encoding')) headers.delete('content-length');
  // Answers depend on the session cookie: no shared cache may keep them unless the upstream says so.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  withSecurityHeaders(headers);
  const noBody = method.toUpperCase() === 'HEAD' || NO_BODY_STATUSES.has(upstream.status);
  if (noBody) void upstream.body?.cancel();
  return new NextResponse(noBody ? null : upstream.body, { status: upstream.status, headers });
}

/** A redirect with a relative Location, so it is right behind any reverse proxy or host name. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: withSecurityHeaders(new Headers({ location, 'cache-control': 'no-store' })) });
}
