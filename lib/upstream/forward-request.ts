/**
 * The catch-all `/api/<path>` forwarder: allowlist, Origin check, session, then stream the call
 * to `$UPSTREAM_URL/<path>` with the session's bearer and stream the answer back unchanged.
 * Every call gets a request id (sent to the upstream, returned as X-Request-Id) and one log line.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { log } from '@/lib/log';
import { clearSession, readSession } from '@/lib/session/request-session';
import { matchEndpoint } from './endpoints';
import { isAllowedOrigin, needsOriginCheck } from './origin-check';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { MESSAGES, jsonMessage, relayResponse } from './responses';
import { UpstreamUnavailableError, upstreamFetch } from './upstream-fetch';

const API_PREFIX = '/api/';

/**
 * Calls with their own route handlers, because their answers carry a token that must go into
 * the cookie, not to the browser. Next routes them to those handlers first; refusing them here
 * too means no URL variant can ever reach them through the catch-all.
 */
const SESSION_OWNED = new Set(['POST auth/verify-login', 'POST auth/verify-signup', 'POST superadmin/impersonate']);

/** Browser request headers the upstream needs; everything else (cookies above all) stays here. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept-language'];

/** The upstream path of a BFF URL (`/api/teams/1` → `teams/1`), still percent-encoded. */
export function apiPath(pathname: string): string | null {
  return pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : null;
}

export function forwardedRequestHeaders(request: NextRequest): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** `fetch failed (ECONNREFUSED)`: enough to diagnose, without a stack per failed call. */
function describeCause(cause: unknown): string {
  // Duck-typed: fetch's TypeError may come from another realm (undici inside Jest's VM).
  const { message, cause: inner } = (cause ?? {}) as { message?: unknown; cause?: { code?: unknown } };
  if (typeof message !== 'string') return String(cause);
  const code = inner?.code;
  return typeof code === 'string' ? `${message} (${code})` : message;
}

/** The answer, and why the upstream could not give one (an outage worth a warning). */
interface Forwarded {
  response: NextResponse;
  failure?: string;
}

async function forward(request: NextRequest, requestId: string): Promise<Forwarded> {
  const method = request.method.toUpperCase();
  const path = apiPath(request.nextUrl.pathname);
  const endpoint = path === null ? null : matchEndpoint(method, path);
  if (path === null || endpoint === null || SESSION_OWNED.has(`${endpoint.method} ${endpoint.pattern}`)) {
    return { response: jsonMessage(404, MESSAGES.notFound) };
  }
  if (needsOriginCheck(method) && !isAllowedOrigin(request)) return { response: jsonMessage(403, MESSAGES.crossSite) };

  const session = await readSession(request);
  if (!session.authToken && !endpoint.public) return { response: jsonMessage(401, MESSAGES.unauthenticated) };

  let upstream: Response;
  try {
    upstream = await upstreamFetch(path, {
      method,
      token: session.authToken,
      impersonatorToken: session.impersonatorAuthToken,
      headers: forwardedRequestHeaders(request),
      body: method === 'GET' || method === 'HEAD' ? null : request.body,
      searchParams: request.nextUrl.search,
      signal: request.signal,
      forwardedFor: request.headers.get('x-forwarded-for'),
      requestId,
    });
  } catch (error) {
    // A warning, not an error: an outage is an operational event, not a bug in this code.
    // (An abort means the browser left; nobody reads this answer.)
    const failure = error instanceof UpstreamUnavailableError ? describeCause(error.cause) : undefined;
    return { response: jsonMessage(502, MESSAGES.unavailable), failure };
  }

  const response = relayResponse(upstream, method);
  // The token was revoked or expired: drop the cookie so the gate sends the user to /login.
  if (upstream.status === 401 && session.authToken) clearSession(response);
  return { response };
}

/**
 * One JSON line per call: id, method, path without the query (it may hold search terms), status
 * and the time until the upstream's headers (a streamed body may still be on its way). Never a
 * token, cookie or body.
 */
export async function forwardRequest(request: NextRequest): Promise<NextResponse> {
  const started = performance.now();
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  const { response, failure } = await forward(request, requestId);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  log(failure === undefined ? 'info' : 'warn', 'api', {
    request_id: requestId,
    method: request.method.toUpperCase(),
    path: request.nextUrl.pathname,
    status: response.status,
    duration_ms: Math.round(performance.now() - started),
    error: failure,
  });
  return response;
}
