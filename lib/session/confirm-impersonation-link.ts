/**
 * `?impersonated_token=` in a page URL: the session switches only when the upstream confirms the
 * token is a live impersonation token that this session's super-administrator issued
 * (`POST superadmin/impersonation/verify`, a project addition called only from here, server-side).
 * Without that check, anyone could mail a signed-in user a link carrying one of their own
 * full-access tokens and have the victim work inside the sender's account.
 */
import { UpstreamUnavailableError, upstreamFetch } from '@/lib/upstream/upstream-fetch';
import { impersonatingSession } from './session-data';
import type { SessionData } from './session-data';

export const VERIFY_IMPERSONATION_PATH = 'superadmin/impersonation/verify';

/** The session after switching to `token`, or null (leave the session as it is). */
export async function confirmImpersonationLink(session: SessionData, token: string, forwardedFor: string | null): Promise<SessionData | null> {
  // While impersonating, the administrator is the impersonator; the current token is not theirs
  // and could never pass requireSuperadmin anyway.
  const adminToken = session.impersonatorAuthToken ?? session.authToken;
  if (!adminToken || !token) return null;
  try {
    const response = await upstreamFetch(VERIFY_IMPERSONATION_PATH, {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      forwardedFor,
    });
    await response.body?.cancel();
    // 403 (not a super-administrator), 404 (not an impersonation this admin issued), 401, 422, 5xx.
    return response.status === 200 ? impersonatingSession(session, token) : null;
  } catch (error) {
    // Unreachable upstream: the link is dropped (fail closed); the page itself will report the outage.
    if (error instanceof UpstreamUnavailableError) return null;
    throw error;
  }
}
