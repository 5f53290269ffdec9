/**
 * The catch-all `/api/<path>` forwarder of the Next route handler: the rules of forward-rules.ts,
 * then stream the call to `$UPSTREAM_URL/<path>` with the session's bearer and stream the answer
 * back unchanged. Under `npm start` the BFF server relays these calls before Next sees them
 * (lib/bff-server/relay.ts); this handler serves `next dev` and a plain `next start`.
 * Every call gets a request id (sent to the upstream, returned as X-Request-Id) and one log line.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session/session-options';
import { clearSession } from '@/lib/session/request-session';
import { FORWARDED_REQUEST_HEADERS, decideForward, describeCause, logApiCall } from './forward-rules';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { MESSAGES, jsonMessage, relayResponse } from './responses';
import { UpstreamUnavailableError, upstreamFetch } from './upstream-fetch';

export { apiPath } from './forward-rules';

export function forwardedRequestHeaders(request: NextRequest): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/** The answer, and why the upstream could not give one (an outage worth a warning). */
interface Forwarded {
  response: NextResponse;
  failure?: string;
}

async function forward(request: NextRequest, requestId: string): Promise<Forwarded> {
  const decision = await decideForward({
    method: request.method,
    pathname: request.nextUrl.pathname,
    headers: request.headers,
    nextUrl: request.nextUrl,
    sealedSession: request.cookies.get(SESSION_COOKIE)?.value,
  });
  if (decision.kind === 'refuse') return { response: jsonMessage(decision.status, decision.message, decision.bearerChallenge) };
  const { method, path, token } = decision;

  let upstream: Response;
  try {
    upstream = await upstreamFetch(path, {
      method,
      token,
      impersonatorToken: decision.impersonatorToken,
      headers: forwardedRequestHeaders(request),
      body: method === 'GET' || method === 'HEAD' ? null : request.body,
      searchParams: request.nextUrl.search,
      signal: request.signal,
      forwardedFor: request.headers.get('x-forwarded-for'),
      requestId,
      publicApi: decision.publicApi,
    });
  } catch (error) {
    // A warning, not an error: an outage is an operational event, not a bug in this code.
    // (An abort means the browser left; nobody reads this answer.)
    if (!(error instanceof UpstreamUnavailableError)) return { response: jsonMessage(502, MESSAGES.unavailable) };
    const failure = describeCause(error.cause);
    // It did not answer within its bound (lib/upstream/upstream-bounds.ts): a gateway timeout.
    if (error.timedOut) return { response: jsonMessage(504, MESSAGES.timedOut), failure };
    return { response: jsonMessage(502, MESSAGES.unavailable), failure };
  }

  const response = relayResponse(upstream, method);
  // The token was revoked or expired: drop the cookie so the gate sends the user to /login.
  // (Not on the public API: its token is the client's own header, not the session's.)
  if (upstream.status === 401 && token && !decision.publicApi) clearSession(response);
  return { response };
}

export async function forwardRequest(request: NextRequest): Promise<NextResponse> {
  const started = performance.now();
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  const { response, failure } = await forward(request, requestId);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  logApiCall({ requestId, method: request.method, pathname: request.nextUrl.pathname, status: response.status, started, failure });
  return response;
}
