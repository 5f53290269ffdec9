/**
 * Writes a text to the clipboard. Resolves false instead of throwing when the browser has no
 * clipboard (an insecure origin) or refuses it (a denied permission, or Safari once the click's
 * user activation has expired during the request), so callers can offer a manual copy instead.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The absolute address of a short link, on the origin the user is browsing. */
export const shareUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/s/${code}`;
