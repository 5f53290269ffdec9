/**
 * What the BFF does with a browser's `/api/<path>` call, decided in one place for both paths that
 * relay it: the Next route handler (forward-request.ts, `next dev` and any host without the BFF
 * server) and the BFF server's own relay (lib/bff-server/relay.ts, `npm start`). Allowlist, the
 * calls whose answers belong to the session, the Origin check and the session requirement.
 */
import { log } from '@/lib/log';
import { unsealSession } from '@/lib/session/unseal-session';
import { URL_CREDENTIAL_ENDPOINTS } from './endpoint-list';
import { matchEndpoint } from './endpoints';
import { isAllowedOrigin, needsOriginCheck } from './origin-check';
import type { OriginCheckedRequest } from './origin-check';
import { MESSAGES } from './relay-headers';

const API_PREFIX = '/api/';
/**
 * The public API (issue 31, decision 0036): `/api/v1/<path>` is `<path>` of the same contract, for
 * scripts and integrations. It takes `Authorization: Bearer <API token>` and nothing else: the
 * session cookie is never read there (so no cross-site request can ride on it, and no Origin check
 * is needed), and the upstream refuses session and impersonation tokens on it.
 */
export const PUBLIC_API_PREFIX = '/api/v1/';

/**
 * Calls with their own route handlers, because their answers carry a token that must go into
 * the cookie, not to the browser. Next routes them to those handlers first; refusing them here
 * too means no URL variant can ever reach them through a relay.
 */
const SESSION_OWNED = new Set(['POST auth/verify-login', 'POST auth/verify-signup', 'POST superadmin/impersonate']);

/** Browser request headers the upstream needs; everything else (cookies above all) stays here. */
export const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept-language', 'idempotency-key'] as const;

/** The upstream path of a BFF URL (`/api/teams/1` → `teams/1`), still percent-encoded. */
export function apiPath(pathname: string): string | null {
  return pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : null;
}

/** What a relay knows of the browser's call. */
export interface ApiCall extends OriginCheckedRequest {
  method: string;
  /** Still percent-encoded, as it came. */
  pathname: string;
  /** The session cookie's sealed value, if any. */
  sealedSession: string | undefined;
}

export type ForwardDecision =
  | { kind: 'refuse'; status: number; message: string; bearerChallenge?: true }
  | { kind: 'forward'; method: string; path: string; token?: string; impersonatorToken?: string; publicApi?: true };

/** The bearer of an `Authorization` header (`Bearer <token>`, any case), if that is what it holds. */
export function bearerOf(header: string | null): string | undefined {
  const match = header ? /^Bearer\s+(\S{1,512})\s*$/i.exec(header) : null;
  return match ? match[1] : undefined;
}

function decidePublicApi(call: ApiCall, method: string): ForwardDecision {
  const path = call.pathname.slice(PUBLIC_API_PREFIX.length);
  const endpoint = matchEndpoint(method, path);
  if (endpoint === null || SESSION_OWNED.has(`${endpoint.method} ${endpoint.pattern}`)) return { kind: 'refuse', status: 404, message: MESSAGES.notFound };
  const token = bearerOf(call.headers.get('authorization'));
  if (!token && !endpoint.public) return { kind: 'refuse', status: 401, message: MESSAGES.bearerRequired, bearerChallenge: true };
  return { kind: 'forward', method, path, token, publicApi: true };
}

export async function decideForward(call: ApiCall): Promise<ForwardDecision> {
  const method = call.method.toUpperCase();
  if (call.pathname.startsWith(PUBLIC_API_PREFIX)) return decidePublicApi(call, method);
  const path = apiPath(call.pathname);
  const endpoint = path === null ? null : matchEndpoint(method, path);
  const key = endpoint && `${endpoint.method} ${endpoint.pattern}`;
  if (path === null || endpoint === null || key === null || SESSION_OWNED.has(key)) {
    return { kind: 'refuse', status: 404, message: MESSAGES.notFound };
  }
  if (needsOriginCheck(method) && !URL_CREDENTIAL_ENDPOINTS.includes(key) && !isAllowedOrigin(call))
    return { kind: 'refuse', status: 403, message: MESSAGES.crossSite };
  const session = call.sealedSession ? await unsealSession(call.sealedSession) : {};
  if (!session.authToken && !endpoint.public) return { kind: 'refuse', status: 401, message: MESSAGES.unauthenticated };
  return { kind: 'forward', method, path, token: session.authToken, impersonatorToken: session.impersonatorAuthToken };
}

/** `fetch failed (ECONNREFUSED)`: enough to diagnose, without a stack per failed call. */
export function describeCause(cause: unknown): string {
  // Duck-typed: fetch's TypeError may come from another realm (undici inside Jest's VM).
  const { message, cause: inner, code: own } = (cause ?? {}) as { message?: unknown; code?: unknown; cause?: { code?: unknown } };
  if (typeof message !== 'string') return String(cause);
  const code = inner?.code ?? own;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * One JSON line per call: id, method, path without the query (it may hold search terms), status
 * and the time until the upstream's headers (a streamed body may still be on its way). Never a
 * token, cookie or body. `failure`: why the upstream gave no answer (an outage: a warning).
 */
export function logApiCall(fields: { requestId: string; method: string; pathname: string; status: number; started: number; failure?: string }): void {
  log(fields.failure === undefined ? 'info' : 'warn', 'api', {
    request_id: fields.requestId,
    method: fields.method.toUpperCase(),
    path: fields.pathname,
    status: fields.status,
    duration_ms: Math.round(performance.now() - fields.started),
    error: fields.failure,
  });
}
