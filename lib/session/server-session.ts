/**
 * The session in server components, route handlers and server actions, through `cookies()`.
 * Server-only (the `server-only` package is not installed; Next's bundler would alias it, Jest
 * would not): never import this from a client component, it exposes the tokens.
 * Writing (signIn, signOut, ...) works only where Next allows setting cookies: route handlers
 * and server actions, not while rendering a server component.
 */
import { getIronSession } from 'iron-session';
import type { IronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { endedImpersonationSession, impersonatingSession, isImpersonatingSession, signedInSession } from './session-data';
import type { SessionData } from './session-data';
import { SESSION_COOKIE, sessionOptions } from './session-options';
import { unsealSession } from './unseal-session';

export async function getSession(): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** The current session as plain data (no save/destroy handles); unsealed once per cookie value (unseal-session.ts). */
export async function readCurrentSession(): Promise<SessionData> {
  const sealed = (await cookies()).get(SESSION_COOKIE)?.value;
  return sealed ? unsealSession(sealed) : {};
}

export async function getAuthToken(): Promise<string | undefined> {
  return (await readCurrentSession()).authToken;
}

export async function isImpersonating(): Promise<boolean> {
  return isImpersonatingSession(await readCurrentSession());
}

async function replace(next: SessionData | null): Promise<boolean> {
  const session = await getSession();
  if (next === null) return false;
  delete session.authToken;
  delete session.impersonatorAuthToken;
  Object.assign(session, next);
  await session.save();
  return true;
}

export async function signIn(token: string): Promise<void> {
  await replace(signedInSession(token));
}

export async function signOut(): Promise<void> {
  (await getSession()).destroy();
}

/** Returns false (and changes nothing) when nobody is signed in. */
export async function startImpersonation(impersonatedToken: string): Promise<boolean> {
  return replace(impersonatingSession(await readCurrentSession(), impersonatedToken));
}

/** Returns false (and changes nothing) when not impersonating. */
export async function endImpersonation(): Promise<boolean> {
  return replace(endedImpersonationSession(await readCurrentSession()));
}
