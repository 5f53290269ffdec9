/**
 * Which page routes need a session. Plain data and functions (no Next imports) so the gate's
 * table is unit-testable. Keep in step with app/: a new signed-in area must be added here, or
 * it is treated as public (its upstream calls still answer 401; the upstream is the boundary).
 */
export type RouteKind =
  /** Sign-in pages: a signed-in visitor is sent on to the app. */
  | 'auth'
  /** Pages anyone may see. */
  | 'public'
  /** Pages of the app: anonymous visitors go to /login. */
  | 'app'
  /** Not a route we know: left alone, the app renders its 404 page. */
  | 'unknown';

export const AUTH_ROUTES = ['/login', '/signup'] as const;
/**
 * `/unavailable`: where a page render that met an outage redirects (a 503), signed in or not.
 * `/unsubscribe`: a notification mail's link (its signed token is the credential, decision 0032).
 */
export const PUBLIC_ROUTES = ['/contact', '/privacy', '/terms', '/cookies', '/unavailable', '/unsubscribe', '/developers'] as const;
/** Public areas: the prefix and everything below it. `/calendar/<secret>.ics` is the calendar subscription feed. */
export const PUBLIC_PREFIXES = ['/s/', '/calendar/', '/scorecard/'] as const;
export const APP_ROUTES = ['/', '/profile', '/admin', '/companies', '/companies/new', '/workspaces', '/teams'] as const;
/** Signed-in areas: everything below the prefix (the bare prefix itself is not a page). */
export const APP_PREFIXES = ['/company/', '/workspace/', '/teams/'] as const;

/** `/profile/` and `/profile` are the same route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const inList = (list: readonly string[], path: string) => list.includes(path);
const underPrefix = (prefixes: readonly string[], path: string) => prefixes.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);

export function classifyRoute(pathname: string): RouteKind {
  const path = normalizePath(pathname);
  if (inList(AUTH_ROUTES, path)) return 'auth';
  if (inList(PUBLIC_ROUTES, path) || underPrefix(PUBLIC_PREFIXES, path)) return 'public';
  if (inList(APP_ROUTES, path) || underPrefix(APP_PREFIXES, path)) return 'app';
  return 'unknown';
}
