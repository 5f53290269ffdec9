/**
 * The page gate (Next 16 proxy, Node runtime). It unseals the session cookie, sends anonymous
 * visitors of app pages to /login, sends signed-in visitors away from /login and /signup, and
 * starts impersonation from `?impersonated_token=`. It decides nothing else: the rules live in
 * lib/session/gate.ts and the upstream remains the security boundary.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { decideGate } from '@/lib/session/gate';
import { readSession, writeSession } from '@/lib/session/request-session';
import { impersonatingSession, isSignedIn } from '@/lib/session/session-data';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const session = await readSession(request);
  const { pathname, search } = request.nextUrl;
  const decision = decideGate({
    pathname,
    search,
    signedIn: isSignedIn(session),
    fetchSite: request.headers.get('sec-fetch-site'),
  });
  if (decision.kind === 'next') return NextResponse.next();

  const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.href));
  if (decision.kind === 'impersonate') {
    const next = impersonatingSession(session, decision.token);
    if (next) await writeSession(response, next);
  }
  return response;
}

export const config = {
  matcher: [
    // Everything except API routes, Next's assets, the version file and files with an extension.
    // App Router transport forms (`page.rsc`, `page.segments/....segment.rsc`) are still gated.
    '/((?!api/|api$|_next/static|_next/image|favicon\\.ico$|app\\.json$|(?!.*\\.segments/).*\\.(?!rsc$)[^/]+$).*)',
  ],
};
