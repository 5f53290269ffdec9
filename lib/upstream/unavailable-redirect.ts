/**
 * The first page render that meets a dead or hung upstream. Next cannot give a rendered page a
 * 503, so the render redirects to /unavailable (app/unavailable/route.ts), a route handler that
 * can: 503 + Retry-After and the page of lib/upstream/unavailable-page.ts, which goes back to the
 * page after the delay. By then the failure is noted (lib/upstream/outage.ts), so the proxy asks
 * /readyz first and answers the page itself with a 503 while the upstream is still down: no loop.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sameSitePath } from '@/lib/redirect/safe-redirect';
import { PATHNAME_HEADER, REDIRECT_PARAM } from '@/lib/session/gate';

export const UNAVAILABLE_PATH = '/unavailable';

const pathOf = (target: string) => new URL(target, 'http://unavailable.invalid').pathname.replace(/\/+$/, '');

/**
 * Where the page `target` goes back to once the upstream is back: its normalised same-site path,
 * else `/` (an open redirect otherwise, and never /unavailable itself).
 */
export function unavailableTarget(target: string | null | undefined): string {
  const path = sameSitePath(target);
  return path === null || pathOf(path) === UNAVAILABLE_PATH ? '/' : path;
}

/**
 * `/unavailable?redirect=<page>` for a page render (the proxy set the page's path in
 * PATHNAME_HEADER), or null when the call did not come from a page render.
 */
export function unavailableLocation(pagePath: string | null | undefined): string | null {
  if (pagePath === null || pagePath === undefined || pagePath === '') return null;
  return `${UNAVAILABLE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: unavailableTarget(pagePath) })}`;
}

/**
 * During a page render (or a server action posted to a page), redirect to /unavailable; anywhere
 * else return, and the caller throws its ServiceUnavailableError. Only for calls made with the
 * request's session (upstreamJson without `auth`): route handlers pass their own credentials and
 * answer 502/504 JSON, never a redirect; the API relay does not come here at all.
 */
export async function redirectDuringPageRender(): Promise<void> {
  const location = unavailableLocation((await headers()).get(PATHNAME_HEADER));
  if (location) redirect(location);
}
