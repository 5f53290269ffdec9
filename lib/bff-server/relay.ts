/**
 * The BFF server's relay of `/api/<path>` calls (decision 0016): the same rules as the Next route
 * handler (lib/upstream/forward-rules.ts), applied to node's request and response directly and
 * piped to the upstream over a keep-alive agent. A forwarded call skips Next's routing, its
 * request and response objects and its fetch: docs/performance.md measured Next's floor for any route handler
 * at ~1.6 ms of CPU, over the whole budget of a forwarded call.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE, sessionCookieAttributes } from '@/lib/session/session-options';
import { FORWARDED_REQUEST_HEADERS, decideForward, describeCause, logApiCall } from '@/lib/upstream/forward-rules';
import { MESSAGES, answersWithoutBody, messageHeaders, relayedHeaders } from '@/lib/upstream/relay-headers';
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/upstream/request-id';
import { noteUpstreamOutcome } from '@/lib/upstream/outage';
import { callDeadline, isUpstreamTimeout, upstreamBounds } from '@/lib/upstream/upstream-bounds';
import { upstreamHeaders, upstreamUrl } from '@/lib/upstream/upstream-fetch';
import { cookieValue, headerReader } from './node-request';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Writes an answer's head; `Set-Cookie` only to drop a session the upstream no longer knows. */
function writeHead(res: ServerResponse, status: number, headers: Headers, requestId: string, clearCookie: boolean): void {
  headers.set(REQUEST_ID_HEADER, requestId);
  const out: Record<string, string | string[]> = Object.fromEntries(headers);
  if (clearCookie) out['set-cookie'] = expiredSessionCookie();
  res.writeHead(status, out);
}

function expiredSessionCookie(): string {
  const { secure } = sessionCookieAttributes();
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function answerMessage(res: ServerResponse, status: number, message: string, requestId: string, bearerChallenge = false): void {
  const headers = messageHeaders(bearerChallenge);
  headers.set('content-type', 'application/json');
  writeHead(res, status, headers, requestId, false);
  res.end(JSON.stringify({ message }));
}

/** Relays one `/api/…` call; answers every outcome itself (it never throws). */
export async function relayApiCall(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const started = performance.now();
  const headers = headerReader(req);
  const requestId = requestIdFor(headers.get(REQUEST_ID_HEADER));
  const method = (req.method ?? 'GET').toUpperCase();
  const done = (status: number, failure?: string) => logApiCall({ requestId, method, pathname: url.pathname, status, started, failure });

  const decision = await decideForward({
    method,
    pathname: url.pathname,
    headers,
    nextUrl: url,
    sealedSession: cookieValue(headers.get('cookie'), SESSION_COOKIE),
  });
  if (decision.kind === 'refuse') {
    req.resume();
    answerMessage(res, decision.status, decision.message, requestId, decision.bearerChallenge);
    return done(decision.status);
  }

  const forwarded = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  const outgoing = Object.fromEntries(
    upstreamHeaders({
      token: decision.token,
      impersonatorToken: decision.impersonatorToken,
      headers: forwarded,
      forwardedFor: headers.get('x-forwarded-for'),
      requestId,
      publicApi: decision.publicApi,
    }),
  );
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const length = headers.get('content-length');
  if (hasBody && length !== null) outgoing['content-length'] = length;

  const upstreamReq = http.request(upstreamUrl(decision.path, url.search), { method, headers: outgoing, agent });
  // The bounds of lib/upstream/upstream-bounds.ts: a socket still connecting gets the connect bound;
  // then the call may not go without progress (a body chunk sent on, the body's end, the answer's
  // headers) for longer than the answer bound. Waiting for a free socket counts too.
  const deadline = callDeadline(upstreamBounds(), (error) => upstreamReq.destroy(error));
  deadline.arm();
  upstreamReq.on('socket', (socket) => {
    if (!socket.connecting) return;
    deadline.arm('connect');
    socket.once('connect', () => deadline.arm());
  });
  upstreamReq.on('finish', () => deadline.arm());
  if (hasBody) req.on('data', () => deadline.arm());
  // The browser left: stop the upstream call (and its body) too.
  res.on('close', () => {
    deadline.clear();
    if (!res.writableFinished) upstreamReq.destroy();
  });
  upstreamReq.on('error', (error) => {
    deadline.clear();
    if (res.headersSent || res.destroyed) return void res.destroy();
    noteUpstreamOutcome(null);
    // Whatever the browser still sends is read and dropped, so it gets the answer below.
    req.unpipe(upstreamReq);
    req.resume();
    const timedOut = isUpstreamTimeout(error);
    const status = timedOut ? 504 : 502;
    answerMessage(res, status, timedOut ? MESSAGES.timedOut : MESSAGES.unavailable, requestId);
    done(status, describeCause(error));
  });
  upstreamReq.on('response', (upstream) => {
    deadline.clear();
    const status = upstream.statusCode ?? 502;
    noteUpstreamOutcome(status);
    const relayed = relayedHeaders(headerReader(upstream), false);
    // The body is piped as it came: an encoding the upstream chose travels with it.
    const encoding = upstream.headers['content-encoding'];
    if (typeof encoding === 'string') relayed.set('content-encoding', encoding);
    // The token was revoked or expired: drop the cookie so the gate sends the user to /login.
    // (Not on the public API: its token is the client's own header, not the session's.)
    writeHead(res, status, relayed, requestId, status === 401 && Boolean(decision.token) && !decision.publicApi);
    done(status);
    if (answersWithoutBody(method, status)) {
      upstream.resume();
      res.end();
    } else {
      upstream.pipe(res);
    }
  });
  if (hasBody) req.pipe(upstreamReq);
  else upstreamReq.end();
}
