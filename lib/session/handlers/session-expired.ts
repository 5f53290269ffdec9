/**
 * `GET /api/auth/session-expired?redirect=<path>`: where a server component sends the browser
 * when the upstream refused the session's token (server components cannot clear cookies).
 * Being a GET, any site could link here; so the cookie is cleared only once the upstream
 * confirms the token is dead, which keeps it from being a cross-site logout button.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { safeRedirect } from '@/lib/redirect/safe-redirect';
import { seeOther } from '@/lib/upstream/responses';
import { upstreamFetch } from '@/lib/upstream/upstream-fetch';
import { clearSession, readSession } from '../request-session';
import type { SessionData } from '../session-data';

const CHECK_TIMEOUT_MS = 5000;

/** True only on a definite 401; an unreachable upstream proves nothing. */
async function tokenRejected(session: SessionData, forwardedFor: string | null): Promise<boolean> {
  try {
    const response = await upstreamFetch('user', {
      token: session.authToken,
      impersonatorToken: session.impersonatorAuthToken,
      forwardedFor,
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status === 401;
  } catch {
    return false;
  }
}

export async function sessionExpired(request: NextRequest): Promise<NextResponse> {
  const target = safeRedirect(request.nextUrl.searchParams.get('redirect'));
  const session = await readSession(request);
  if (session.authToken && !(await tokenRejected(session, request.headers.get('x-forwarded-for')))) {
    return seeOther(target);
  }
  const login = target === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: target })}`;
  return clearSession(seeOther(login));
}
