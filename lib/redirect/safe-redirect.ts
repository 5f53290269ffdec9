/**
 * Post-login redirect targets come from the query string, so an attacker controls them.
 * Only same-site relative paths are accepted; anything else becomes `/`.
 */
const FALLBACK = '/';
const MAX_LENGTH = 2048;
// Browsers strip tabs/newlines from URLs ("/\t/evil.com" becomes "//evil.com") and treat "\" as "/".
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'http://same-site.invalid';

export function isSafeRedirect(target: string | null | undefined): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return false;
  if (!target.startsWith('/') || target.startsWith('//') || FORBIDDEN.test(target)) return false;
  try {
    // Whatever survived the checks must still resolve to the same origin.
    return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function safeRedirect(target: string | null | undefined, fallback: string = FALLBACK): string {
  return isSafeRedirect(target) ? target : fallback;
}
