import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env';

/**
 * The caller's IP for rate limits. The upstream listens on loopback behind the BFF, which sets
 * X-Forwarded-For; the socket address is the fallback (and 'unknown' in in-process tests).
 */
export const clientIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  let ip = forwarded || 'unknown';
  if (!forwarded) {
    try {
      ip = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() in tests has no socket.
    }
  }
  c.set('clientIp', ip);
  await next();
};
