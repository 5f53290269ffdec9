/** iron-session settings for the `collab_session` cookie (server-only: uses SESSION_SECRET). */
import type { SessionOptions } from 'iron-session';
import { serverEnv } from '@/lib/env';

export const SESSION_COOKIE = 'collab_session';
/** Seal lifetime; the cookie itself expires a minute earlier (iron-session's clock-skew margin). */
export const SESSION_TTL_SECONDS = 14 * 24 * 3600;

export interface SessionCookieAttributes {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
}

export function sessionCookieAttributes(): SessionCookieAttributes {
  // Browsers drop Secure cookies on plain-http hosts other than localhost, so only in production.
  return { httpOnly: true, sameSite: 'lax', secure: serverEnv().isProduction, path: '/' };
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: serverEnv().sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: sessionCookieAttributes(),
  };
}
