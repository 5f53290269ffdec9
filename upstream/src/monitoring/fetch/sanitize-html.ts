import { load } from 'cheerio';

/** Elements that run code, load other documents, redirect or preload: never part of a stored page. */
const ACTIVE = 'script, noscript, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel=import], link[rel=preload], link[rel=prefetch], link[rel=modulepreload], portal';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data'];

/**
 * The page as it was, without anything that runs: scripts, frames, plug-ins, refreshes and base
 * overrides removed, `on…` handlers, `srcdoc` and `javascript:` URLs stripped. Used for every
 * stored version, fetched or captured by hand; the viewer still shows it in a sandbox and the API
 * serves it with `Content-Security-Policy: sandbox` (case 15), so this is the second line.
 */
export function sanitizeHtml(html: string): string {
  const $ = load(html);
  $(ACTIVE).remove();
  $('*').each((_, element) => {
    if (element.type !== 'tag') return;
    for (const name of Object.keys(element.attribs)) {
      const lower = name.toLowerCase();
      const value = element.attribs[name] ?? '';
      if (lower.startsWith('on') || lower === 'srcdoc' || (URL_ATTRIBUTES.includes(lower) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))) $(element).removeAttr(name);
    }
  });
  return $.html();
}
