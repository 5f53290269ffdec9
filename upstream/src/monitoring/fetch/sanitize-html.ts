import { sanitizeOnThread } from './sanitize-worker';
import { loadCheerio } from '../../lib/on-demand-modules';

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

/** `<!DOCTYPE …>` cannot hold a `>`, so the page's own is re-emitted as it was: the mode (standards or quirks) decides its layout. */
const DOCTYPE = /^\uFEFF?\s*(<!doctype[^>]*>)/i;

/**
 * The page as it was, without anything that runs: scripts, frames, plug-ins, refreshes and base
 * overrides removed, `on…` handlers, `srcdoc` and `javascript:` URLs stripped. Used for every
 * stored version, fetched or captured by hand; the viewer still shows it in a sandbox and the API
 * serves it with `Content-Security-Policy: sandbox` (case 15), so this is the second line.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  // On its own thread (sanitize-worker.ts): jsdom would hold the event loop for the whole page.
  const clean = await sanitizeOnThread(html, CONFIG);
  if (clean === null) return textOnly(await loadCheerio(), html);
  const doctype = DOCTYPE.exec(html)?.[1];
  return doctype ? `${doctype}${clean}` : clean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * What is stored when the sanitizer could not finish a page (past its deadline, or its thread died):
 * the page's text, escaped, in a <pre> — nothing of the markup, so nothing that could run.
 */
function textOnly(load: Awaited<ReturnType<typeof loadCheerio>>, html: string): string {
  const $ = load(html);
  $('script, style, noscript, template').remove();
  const text = $.root()
    .text()
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `<!DOCTYPE html><html><body><pre>${text.replace(/[&<>"]/g, (c) => ESCAPES[c])}</pre></body></html>`;
}
