/**
 * What the session cookie holds, and the pure transitions between states. No I/O here, so the
 * rules are the same for the proxy, route handlers and server actions, and easy to test.
 * Server-only by convention: the tokens must never reach browser JavaScript.
 */
export interface SessionData {
  authToken?: string;
  /** Set only while impersonating: the super-administrator's own token, restored afterwards. */
  impersonatorAuthToken?: string;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Keep only the known string fields of whatever was unsealed (an old or foreign cookie). */
export function cleanSession(raw: unknown): SessionData {
  const source = (raw ?? {}) as Record<string, unknown>;
  const authToken = str(source.authToken);
  const impersonatorAuthToken = authToken ? str(source.impersonatorAuthToken) : undefined;
  return { ...(authToken && { authToken }), ...(impersonatorAuthToken && { impersonatorAuthToken }) };
}

export const isSignedIn = (session: SessionData): boolean => Boolean(session.authToken);
export const isImpersonatingSession = (session: SessionData): boolean => Boolean(session.authToken && session.impersonatorAuthToken);

/** A fresh sign-in replaces everything, including an impersonation in progress. */
export const signedInSession = (token: string): SessionData => ({ authToken: token });

/**
 * Switch to the impersonated user's token, keeping the impersonator's. Impersonating again while
 * impersonating keeps the original impersonator, so ending always returns to the real person.
 * Returns null when nobody is signed in (there is no one to return to).
 */
export function impersonatingSession(current: SessionData, impersonatedToken: string): SessionData | null {
  if (!current.authToken || !impersonatedToken) return null;
  return { authToken: impersonatedToken, impersonatorAuthToken: current.impersonatorAuthToken ?? current.authToken };
}

/** Restore the impersonator's token; null when not impersonating. */
export function endedImpersonationSession(current: SessionData): SessionData | null {
  if (!isImpersonatingSession(current)) return null;
  return { authToken: current.impersonatorAuthToken };
}
