import { isSafeRedirect } from '@/lib/redirect/safe-redirect';

/** The pages /s/{code} can show instead of opening the record. */
export type ShareLandingPage = 'sign-in' | 'forbidden' | 'not-found' | 'expired' | 'failed' | 'unavailable';

export type ShareLanding =
  /** Open the record; done in the browser so the record page sees /s/{code} as its referrer (spec §2). */
  { kind: 'forward'; to: string } | { kind: 'login'; to: string } | { kind: 'page'; page: ShareLandingPage; detail?: string };

/** Kept from the first version of this page: anything else never reaches the upstream URL. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export const loginFor = (code: string) => `/login?redirect=${encodeURIComponent(`/s/${code}`)}`;

/**
 * Before any upstream call: a malformed code does not exist, and `?error=` (a record page opened
 * from this link failed and sent the browser back, spec §2) is shown rather than resolved again,
 * which would only bounce the browser back and forth.
 */
export function landingBeforeResolve(code: string, error: string | string[] | undefined): ShareLanding | null {
  if (!CODE_SHAPE.test(code)) return { kind: 'page', page: 'not-found' };
  const detail = Array.isArray(error) ? error[0] : error;
  if (detail !== undefined) return { kind: 'page', page: 'failed', detail: detail.trim().slice(0, 300) || 'Something went wrong.' };
  return null;
}

/** What `GET short-code/{code}` answered, as a landing (the upstream is the authority on access). */
export function decideShareLanding(code: string, status: number, url?: string): ShareLanding {
  if (status === 200) return isSafeRedirect(url) ? { kind: 'forward', to: url } : { kind: 'page', page: 'unavailable' };
  if (status === 401) return { kind: 'login', to: loginFor(code) };
  if (status === 403) return { kind: 'page', page: 'forbidden' };
  if (status === 404) return { kind: 'page', page: 'not-found' };
  if (status === 410) return { kind: 'page', page: 'expired' };
  return { kind: 'page', page: 'unavailable' };
}

/**
 * What a signed-out visitor (or a member without access) sees, from `GET short-code/{code}/preview`:
 * who shared what when the link is live; else the same page as for a signed-in caller. A preview
 * that cannot be read (the upstream down) falls back to the plain login (signed out) or the plain
 * "no access" page, so the link still works.
 */
export function landingWithoutAccess(code: string, resolved: 401 | 403, previewStatus: number): ShareLanding {
  if (previewStatus === 200) return { kind: 'page', page: resolved === 401 ? 'sign-in' : 'forbidden' };
  if (previewStatus === 404) return { kind: 'page', page: 'not-found' };
  if (previewStatus === 410) return { kind: 'page', page: 'expired' };
  return resolved === 401 ? { kind: 'login', to: loginFor(code) } : { kind: 'page', page: 'forbidden' };
}
