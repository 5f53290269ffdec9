'use client';

import { useEffect } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { sharedLinkReturn } from '@/lib/routes/shared-link-return';

export type ShareReferrerInput = {
  error: unknown;
  /** Said when the error carries no message of its own (the screen's fallback text). */
  message: string;
  /** `document.referrer`: the /s/{code} page when the record was opened from a shared link. */
  referrer: string;
  origin: string;
  /** The path this document was loaded at (the navigation entry), and the path shown now. */
  loadedPath: string | null;
  currentPath: string;
};

/**
 * Where the browser goes back to, or null. Only the page the link opened counts: after a
 * client-side navigation `document.referrer` still names the /s/ page, so a later error on another
 * screen must not send the user back to the link. The server's own message wins over the fallback.
 */
export function shareReferrerReturn({ error, message, referrer, origin, loadedPath, currentPath }: ShareReferrerInput): string | null {
  if (!error) return null;
  if (loadedPath !== null && loadedPath !== currentPath) return null;
  const said = isApiError(error) ? error.messages[0] || error.message : '';
  return sharedLinkReturn(referrer, origin, said || message);
}

function loadedPath(): string | null {
  const [entry] = typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  if (!entry) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

/**
 * Spec §2 for record screens whose record fails to load in a query (a 404 or 403 shown in place,
 * not thrown to app/(app)/error.tsx, which already applies the rule to thrown errors): when the
 * page was opened from a /s/{code} link, go back there with `?error=<message>` so the link page
 * explains. Pass the record query's `error` and the screen's fallback text.
 */
export function useShareReferrerError(error: unknown, message: string): void {
  useEffect(() => {
    const back = shareReferrerReturn({
      error,
      message,
      referrer: document.referrer,
      origin: window.location.origin,
      loadedPath: loadedPath(),
      currentPath: window.location.pathname,
    });
    if (back) window.location.replace(back);
  }, [error, message]);
}
