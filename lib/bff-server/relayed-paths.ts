/**
 * Which paths the BFF server relays itself: `/api/…`, except the ones with a route handler of their
 * own in app/api/ (they write the session cookie, or answer from the BFF). Those go to Next, as
 * Next's own routing would send them there before its catch-all. relayed-paths.test.ts keeps this
 * list equal to app/api's route files.
 */
export const NEXT_API_ROUTES: ReadonlySet<string> = new Set([
  '/api/auth/logout',
  '/api/auth/impersonation/end',
  '/api/auth/session-expired',
  '/api/auth/verify-login',
  '/api/auth/verify-signup',
  '/api/geo/country',
  '/api/superadmin/impersonate',
]);

export function isRelayedPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  // Trailing slashes and repeated ones are Next's to normalise (a redirect), never relayed.
  const plain = pathname.replace(/\/+$/, '');
  return !NEXT_API_ROUTES.has(plain) && plain === pathname && !pathname.includes('//');
}
