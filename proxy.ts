/**
 * The page gate (Next 16 proxy, Node runtime). It unseals the session cookie, sends anonymous
 * visitors of app pages to /login, sends signed-in visitors away from /login and /signup,
 * starts an administrator's own impersonation from `?impersonated_token=` (once the upstream
 * confirms it, lib/session/confirm-impersonation-link.ts), and passes the page's path to server
 * components (x-pathname); while the upstream is down it answers pages with a 503 that retries.
 * It decides nothing else: the rules live in lib/session/gate.ts and
 * the upstream remains the security boundary.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { PATHNAME_HEADER, decideGate } from '@/lib/session/gate';
import { readSession, writeSession } from '@/lib/session/request-session';
import { confirmImpersonationLink } from '@/lib/session/confirm-impersonation-link';
import { isSignedIn } from '@/lib/session/session-data';
import { pageSecurity } from '@/lib/security/page-security';
import { upstreamReady, upstreamRecentlyFailed } from '@/lib/upstream/outage';
import { unavailablePage } from '@/lib/upstream/unavailable-page';
import { UNAVAILABLE_PATH } from '@/lib/upstream/unavailable-redirect';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Security headers (per-request CSP nonce) for every page and redirect: lib/security.
  const security = pageSecurity(request);
  const session = await readSession(request);
  const { pathname, search } = request.nextUrl;
  const decision = decideGate({
    pathname,
    search,
    signedIn: isSignedIn(session),
    fetchSite: request.headers.get('sec-fetch-site'),
  });
  if (decision.kind === 'next') {
    // After a failed upstream call, a page is not rendered until the upstream is ready again:
    // a 503 that retries, instead of a render that would end in a 500 (lib/upstream/outage.ts).
    // /unavailable is that 503 already, for the first render that met the outage: never rewrapped.
    if (pathname !== UNAVAILABLE_PATH && upstreamRecentlyFailed() && !(await upstreamReady()))
      return security.toResponse(unavailablePage(`${pathname}${search}`));
    // Server components cannot see the URL; the app layout needs it to come back after /login.
    // Set here (overwriting any value the browser sent) so it is always this request's path.
    const headers = new Headers(request.headers);
    headers.set(PATHNAME_HEADER, `${pathname}${search}`);
    return security.toResponse(NextResponse.next({ request: { headers: security.toRequest(headers) } }));
  }

  const response = NextResponse.redirect(new URL(decision.location, request.nextUrl.href));
  if (decision.kind === 'impersonate') {
    // Only an administrator's own impersonation, confirmed by the upstream; otherwise the
    // token is just dropped from the URL and the session stays as it is.
    const next = await confirmImpersonationLink(session, decision.token, request.headers.get('x-forwarded-for'));
    if (next) await writeSession(response, next);
  }
  return security.toResponse(response);
}

export const config = {
  matcher: [
    // Everything except API routes, Next's assets, the version file, the health probes
    // (app/healthz, app/readyz: a probe is never redirected to /login) and files with an extension.
    // App Router transport forms (`page.rsc`, `page.segments/....segment.rsc`) are still gated.
    '/((?!api/|api$|healthz$|readyz$|_next/static|_next/image|favicon\\.ico$|app\\.json$|(?!.*\\.segments/).*\\.(?!rsc$)[^/]+$).*)',
  ],
};
