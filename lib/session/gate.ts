/**
 * The page gate's decisions as a pure function of the URL and the sign-in state; proxy.ts only
 * performs them. Locations are same-origin paths with their query (`/login?redirect=...`).
 */
import { safeRedirect } from '@/lib/redirect/safe-redirect';
import { classifyRoute } from './route-rules';

export const IMPERSONATION_PARAM = 'impersonated_token';
export const REDIRECT_PARAM = 'redirect';
/** Request header the gate sets: the page's path and query, for server components (which cannot see the URL). */
export const PATHNAME_HEADER = 'x-pathname';

export interface GateInput {
  pathname: string;
  /** The query string, with or without its leading `?`. */
  search: string;
  signedIn: boolean;
  /** The request's `Sec-Fetch-Site` header, when the browser sent one. */
  fetchSite?: string | null;
}

export type GateDecision =
  | { kind: 'next' }
  | { kind: 'redirect'; location: string }
  /**
   * A candidate only: proxy.ts switches to `token` (keeping the current token as impersonator)
   * once the upstream confirms it is this administrator's own impersonation; either way it then
   * goes to `location`, the URL without the token.
   */
  | { kind: 'impersonate'; token: string; location: string };

const withQuery = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** Where a signed-in visitor of /login or /signup goes: the requested target, never back to a sign-in page. */
function afterSignInTarget(params: URLSearchParams): string {
  const target = safeRedirect(params.get(REDIRECT_PARAM));
  const targetPath = new URL(target, 'http://gate.invalid').pathname;
  return classifyRoute(targetPath) === 'auth' ? '/' : target;
}

export function decideGate({ pathname, search, signedIn, fetchSite }: GateInput): GateDecision {
  const kind = classifyRoute(pathname);
  const params = new URLSearchParams(search);

  if (kind === 'auth') return signedIn ? { kind: 'redirect', location: afterSignInTarget(params) } : { kind: 'next' };
  if (kind !== 'app') return { kind: 'next' };

  const impersonatedToken = params.get(IMPERSONATION_PARAM);
  // Never carry a token into another URL (login redirect, history, logs).
  params.delete(IMPERSONATION_PARAM);

  if (!signedIn) {
    if (pathname === '/') return { kind: 'redirect', location: '/login' };
    return { kind: 'redirect', location: withQuery('/login', new URLSearchParams({ [REDIRECT_PARAM]: withQuery(pathname, params) })) };
  }

  if (impersonatedToken === null) return { kind: 'next' };
  const location = withQuery(pathname, params);
  // A link from another site is dropped without asking (login CSRF). Any other is still only a
  // candidate: see confirm-impersonation-link.ts.
  if (impersonatedToken === '' || fetchSite === 'cross-site') return { kind: 'redirect', location };
  return { kind: 'impersonate', token: impersonatedToken, location };
}
