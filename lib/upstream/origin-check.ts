/**
 * CSRF defence for state-changing calls: the browser's Origin header must name this site.
 * SameSite=Lax already keeps the cookie off cross-site POSTs from forms and fetch; this check
 * also covers same-site attackers (a sibling subdomain) and browsers without SameSite support.
 */
import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/env';

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

/** The origin this request was addressed to, as the browser sees it (honouring a reverse proxy). */
export function ownOrigin(request: NextRequest): string | null {
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? request.nextUrl.host;
  const proto = firstValue(request.headers.get('x-forwarded-proto')) ?? request.nextUrl.protocol.replace(/:$/, '');
  return host ? normalizeOrigin(`${proto}://${host}`) : null;
}

/** True when the Origin header is this request's own origin or APP_URL's. A missing Origin fails. */
export function isAllowedOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  const given = origin ? normalizeOrigin(origin) : null;
  if (given === null) return false;
  return given === ownOrigin(request) || given === normalizeOrigin(serverEnv().appUrl);
}
