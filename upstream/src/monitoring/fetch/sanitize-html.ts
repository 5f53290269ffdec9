import createDOMPurify from 'dompurify';
import type { DOMPurify } from 'dompurify';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * DOMPurify's defaults (no scripts, frames, objects, embeds, base, meta, link, SVG animations,
 * `on…` handlers or script URLs, entity and whitespace tricks decoded by a real parser, mXSS
 * namespace confusions caught) on the whole document, so `<html lang>`, `<body class>` and the
 * head's `<style>` stay. Also dropped: form targets (`action`, `formaction`). Not kept on purpose:
 * `<link rel=stylesheet>` — the stored page is served with `default-src 'none'; style-src
 * 'unsafe-inline'` and the screenshot renderer aborts every request, so a link never styles it and
 * could only be a request made on someone's behalf.
 */
const CONFIG = { WHOLE_DOCUMENT: true, FORBID_ATTR: ['action', 'formaction'] };

let purifier: DOMPurify | null = null;

/** One jsdom window and DOMPurify per process, made on first use (jsdom takes ~0.3 s to load). */
function purify(): DOMPurify {
  // A silent console: jsdom reports CSS it cannot parse, which retailers' pages are full of.
  purifier ??= createDOMPurify(new JSDOM('', { virtualConsole: new VirtualConsole() }).window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier;
}

/** `<!DOCTYPE …>` cannot hold a `>`, so the page's own is re-emitted as it was: the mode (standards or quirks) decides its layout. */
const DOCTYPE = /^\uFEFF?\s*(<!doctype[^>]*>)/i;

/**
 * The page as it was, without anything that runs: scripts, frames, plug-ins, refreshes and base
 * overrides removed, `on…` handlers, `srcdoc` and `javascript:` URLs stripped. Used for every
 * stored version, fetched or captured by hand; the viewer still shows it in a sandbox and the API
 * serves it with `Content-Security-Policy: sandbox` (case 15), so this is the second line.
 */
export function sanitizeHtml(html: string): string {
  const clean = purify().sanitize(html, CONFIG);
  const doctype = DOCTYPE.exec(html)?.[1];
  return doctype ? `${doctype}${clean}` : clean;
}
