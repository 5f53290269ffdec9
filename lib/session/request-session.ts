/**
 * The session read from an explicit request and written onto an explicit response. Used by
 * proxy.ts and by the route handlers that own the session, so they work without Next's request
 * scope (and can be called directly in tests). Same seal format as iron-session's getIronSession,
 * so server-session.ts reads what this writes and the other way round.
 */
import { sealData } from 'iron-session';
import type { NextRequest, NextResponse } from 'next/server';
import { serverEnv } from '@/lib/env';
import { cleanSession, isSignedIn } from './session-data';
import type { SessionData } from './session-data';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionCookieAttributes } from './session-options';
import { unsealSession } from './unseal-session';

/** The session carried by the request's cookie; `{}` when absent, expired, tampered or unreadable. */
export async function readSession(request: NextRequest): Promise<SessionData> {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  return sealed ? unsealSession(sealed) : {};
}

/** Seal `data` into the response's Set-Cookie (or clear the cookie when nobody is signed in). */
export async function writeSession<R extends NextResponse>(response: R, data: SessionData): Promise<R> {
  const clean = cleanSession(data);
  if (!isSignedIn(clean)) return clearSession(response);
  const sealed = await sealData(clean, { password: serverEnv().sessionSecret, ttl: SESSION_TTL_SECONDS });
  response.cookies.set(SESSION_COOKIE, sealed, { ...sessionCookieAttributes(), maxAge: SESSION_TTL_SECONDS - 60 });
  return response;
}

/** Expire the session cookie on this response. */
export function clearSession<R extends NextResponse>(response: R): R {
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieAttributes(), maxAge: 0 });
  return response;
}
