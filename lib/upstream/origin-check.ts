/**
 * CSRF defence for state-changing calls: the browser's Origin header must name this site.
 * SameSite=Lax already keeps the cookie off cross-site POSTs from forms and fetch; this check
 * also covers same-site attackers (a sibling subdomain) and browsers without SameSite support.
 */
import { serverEnv } from '@/lib/env';

/**
 * What the check reads of a request: a NextRequest is one, and so is the BFF server's relay
 * (lib/bff-server/relay.ts) view of a node request, so both paths share this one rule.
 */
export interface OriginCheckedRequest {
  headers: { get(name: string): string | null };
  nextUrl: { host: string; protocol: string };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const needsOriginCheck = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

function normalizeOrigin(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** First value of a proxy header that may hold a comma-separated chain. */
const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * The origin this request was addressed to, as the browser sees it. X-Forwarded-Host/Proto are
 * honoured only behind a trusted reverse proxy (TRUSTED_PROXY_HOPS > 0): otherwise any client
 * could name its own site there and pass the check below. The Host header needs no such care: a
 * browser always sends the host it connected to, and cannot be made to send another cross-site.
 */
export function ownOrigin(request: OriginCheckedRequest): string | null {
  const behindProxy = serverEnv().trustedProxyHops > 0;
  const forwardedHost = behindProxy ? firstValue(request.headers.get('x-forwarded-host')) : null;
  const forwardedProto = behindProxy ? firstValue(request.headers.get('x-forwarded-proto')) : null;
  const host = forwardedHost ?? request.headers.get('host') ?? request.nextUrl.host;
  const proto = forwardedProto ?? request.nextUrl.protocol.replace(/:$/, '');
  return host ? normalizeOrigin(`${proto}://${host}`) : null;
}

/** True when the Origin header is this request's own origin or APP_URL's. A missing Origin fails. */
export function isAllowedOrigin(request: OriginCheckedRequest): boolean {
  const origin = request.headers.get('origin');
  const given = origin ? normalizeOrigin(origin) : null;
  if (given === null) return false;
  return given === normalizeOrigin(serverEnv().appUrl) || given === ownOrigin(request);
}
