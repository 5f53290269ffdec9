import { load } from 'cheerio';

const ACTIVE = 'script, noscript, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel=import], link[rel=preload], link[rel=prefetch], link[rel=modulepreload], portal';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data'];

/**
 * The page as it was, without anything that runs: scripts, frames, plug-ins, refreshes and base
 * overrides removed, `on…` handlers and `javascript:` URLs stripped. Stored with a version so a
 * person can see it (the viewer still shows it in a sandbox, case 15).
 */
export function sanitizeHtml(html: string): string {
  const $ = load(html);
  $(ACTIVE).remove();
  $('*').each((_, element) => {
    if (element.type !== 'tag') return;
    for (const name of Object.keys(element.attribs)) {
      const value = element.attribs[name] ?? '';
      if (name.startsWith('on') || (URL_ATTRIBUTES.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))) $(element).removeAttr(name);
    }
  });
  return $.html();
}
