import { load } from 'cheerio';

/** Elements that run code, load other documents or redirect: never part of a stored page. */
const ACTIVE = 'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel=import], portal';

/**
 * HTML as it is kept for a version: scripts, frames, event handlers and `javascript:` URLs
 * removed. The stored page is also only ever served with `Content-Security-Policy: sandbox`
 * (acceptance case 15); this is the second line, so a copy opened elsewhere does not run either.
 */
export function sanitizeCapturedHtml(html: string): string {
  const $ = load(html);
  $(ACTIVE).remove();
  $('*').each((_i, el) => {
    if (el.type !== 'tag') return;
    for (const [name, value] of Object.entries(el.attribs)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'formaction') $(el).removeAttr(name);
      else if (['href', 'src', 'action', 'xlink:href', 'data'].includes(lower) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value)) $(el).removeAttr(name);
    }
  });
  return $.html();
}
