/**
 * The page gate (Next 16 proxy, Node runtime). It unseals the session cookie, sends anonymous
 * visitors of app pages to /login, sends signed-in visitors away from /login and /signup,
 * starts impersonation from `?impersonated_token=`, and passes the page's path to server
 * components (x-pathname). It decides nothing else: the rules live in lib/session/gate.ts and
 * the upstream remains the security boundary.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { PATHNAME_HEADER, decideGate } from '@/lib/session/gate';
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
  if (decision.kind === 'next') {
    // Server components cannot see the URL; the app layout needs it to come back after /login.
    // Set here (overwriting any value the browser sent) so it is always this request's path.
    const headers = new Headers(request.headers);
    headers.set(PATHNAME_HEADER, `${pathname}${search}`);
    return NextResponse.next({ request: { headers } });
  }

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
