import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthContext } from '../app-env';
import { isSaneRequestId } from '@/lib/contract/request-id';
import { log } from '@/lib/log';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (X-Request-Id): the BFF's when it sent a sane one, else a fresh UUID. */
    requestId: string;
  }
}

/** The BFF's id when it is sane (lib/contract/request-id.ts), else a fresh one. */
export function requestIdOf(header: string | undefined): string {
  return isSaneRequestId(header) ? header : crypto.randomUUID();
}

/**
 * Registered first: takes the id the BFF sends (the upstream only listens to the BFF, so it is
 * believed when sane), returns it on the response and writes one JSON line per request once the
 * answer is known (errors included: onError has already built the response by then). The path
 * goes without its query, which may hold search terms; the user is the authenticated one, if any.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdOf(c.req.header('x-request-id'));
  c.set('requestId', requestId);
  await next();
  c.header('X-Request-Id', requestId);
  const auth = c.get('auth') as AuthContext | undefined;
  log('info', 'request', {
    request_id: requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    duration_ms: Math.round(performance.now() - started),
    user_id: auth?.user.id,
  });
};
