/**
 * Post-login redirect targets come from the query string, so an attacker controls them.
 * Only same-site paths are accepted; anything else becomes `/`.
 *
 * The decision is made on the path as a browser (and `new URL(location, base)` in
 * NextResponse.redirect) will resolve it, not on the raw string: `/.//evil.example` looks like a
 * path but normalises to `//evil.example`, a protocol-relative URL to another host. So the target
 * is parsed against a probe origin, must stay on it, and what is returned is the parsed, normalised
 * `pathname + search + hash`, whose pathname must not start with `//` or `/\`.
 */
const FALLBACK = '/';
const MAX_LENGTH = 2048;
// Browsers strip tabs/newlines from URLs ("/\t/evil.com" becomes "//evil.com") and treat "\" as "/".
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'http://same-site.invalid';
/** A path that a second resolution would read as `//host` (protocol-relative). */
const HOST_LIKE = /^\/[/\\]/;

/** The normalised same-site path of `target`, or null when it is not one. */
export function sameSitePath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return null;
  if (!target.startsWith('/') || target.startsWith('//') || FORBIDDEN.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || HOST_LIKE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * True when `target` resolves to a same-site path; callers that use the raw string (a browser
 * navigation) get the same result as sameSitePath's, since browsers resolve it the same way.
 */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return sameSitePath(target) !== null;
}

/** The normalised same-site path of `target`, else `fallback`. */
export function safeRedirect(target: string | null | undefined, fallback: string = FALLBACK): string {
  return sameSitePath(target) ?? fallback;
}
