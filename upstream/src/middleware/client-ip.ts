import type { MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env';

/**
 * The caller's IP for rate limits. The BFF determines the browser's address
 * (lib/upstream/client-address.ts) and sends exactly that one value as X-Forwarded-For. The upstream
 * believes it because only the BFF can reach it: UPSTREAM_HOST must stay private (loopback by
 * default). Should a chain arrive anyway, only its last entry (what the nearest hop saw) counts,
 * never the leftmost a client may have written; a value that is not an IP is ignored. The socket
 * address is the fallback (and 'unknown' in in-process tests).
 */
export function forwardedAddress(header: string | undefined): string | null {
  const last = header?.split(',').pop()?.trim() ?? '';
  return isIP(last) ? last : null;
}

export const clientIp: MiddlewareHandler<AppEnv> = async (c, next) => {
  let ip = forwardedAddress(c.req.header('x-forwarded-for')) ?? 'unknown';
  if (ip === 'unknown') {
    try {
      ip = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request() in tests has no socket.
    }
  }
  c.set('clientIp', ip);
  await next();
};
