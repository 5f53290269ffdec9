/**
 * Where the signed-in layout sends a browser whose token the upstream no longer accepts (spec §4:
 * a failed user fetch clears the stored session). It clears the cookie only after checking the
 * token really is refused, so a cross-site link cannot sign anyone out.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { safeRedirect } from '@/lib/redirect/safe-redirect';
import { clearSession, readSession } from '@/lib/session/request-session';
import { upstreamFetch } from '@/lib/upstream/upstream-fetch';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const session = await readSession(request);
  const target = safeRedirect(request.nextUrl.searchParams.get('redirect'));
  const login = new URL(target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`, request.nextUrl.origin);
  if (!session.authToken) return NextResponse.redirect(login, 303);
  const check = await upstreamFetch('user', { token: session.authToken, impersonatorToken: session.impersonatorAuthToken }).catch(() => null);
  if (check && check.status === 401) return clearSession(NextResponse.redirect(login, 303));
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 303);
}
