/** Where to send the browser after an error on a page opened from a /s/ link, or null. */
export function sharedLinkReturn(referrer: string, origin: string, message: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/s/')) return null;
  url.searchParams.set('error', message);
  return url.pathname + url.search;
}
