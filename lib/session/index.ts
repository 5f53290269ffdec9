/**
 * The session, server-side only (it holds the tokens; never import it from a client component).
 * - Server components, route handlers, server actions: the `cookies()`-based functions.
 * - proxy.ts and handlers that build their own response: readSession / writeSession / clearSession.
 */
export { endImpersonation, getAuthToken, getSession, isImpersonating, readCurrentSession, signIn, signOut, startImpersonation } from './server-session';
export { clearSession, readSession, writeSession } from './request-session';
export { SESSION_COOKIE } from './session-options';
export type { SessionData } from './session-data';
