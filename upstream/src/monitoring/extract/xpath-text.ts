import { DOMParser } from '@xmldom/xmldom';
import type { CheerioAPI } from 'cheerio';
import xpath from 'xpath';
import type { SelectReturnType } from 'xpath';

export type XPathText = { ok: true; text: string | null } | { ok: false };

/**
 * Evaluates an XPath 1.0 expression against an HTML page and returns the first result as text.
 * `xpath` needs a W3C DOM, and HTML is rarely well-formed XML, so the page is parsed the browser
 * way (parse5 via cheerio) and re-serialized as XML before `@xmldom/xmldom` reads it: comments and
 * attributes that are not XML names (`@click`, `:foo`, `xlink:href`) are dropped, and no default
 * namespace is written, so `//span[@class="price"]` works without namespace prefixes.
 */
export function xpathText(page: CheerioAPI, expression: string): XPathText {
  // A copy: attributes and comments are removed below, and the caller's page is read again after.
  const $ = page.load(page.html());
  $('*').each((_, el) => {
    if (!('attribs' in el)) return;
    for (const name of Object.keys(el.attribs)) {
      if (!/^[A-Za-z_][\w.-]*$/.test(name) || name === 'xmlns') $(el).removeAttr(name);
    }
  });
  $.root()
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment' || node.type === 'directive')
    .remove();
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString($.xml(), 'text/xml');
  } catch {
    return { ok: false };
  }
  const result = evaluate(expression, doc);
  if (result === undefined) return { ok: false };
  if (typeof result === 'string') return { ok: true, text: result.trim() || null };
  if (typeof result === 'number') return { ok: true, text: Number.isFinite(result) ? String(result) : null };
  if (typeof result === 'boolean') return { ok: true, text: null };
  const [first] = Array.isArray(result) ? result : [result];
  const value = first ? (first.textContent ?? first.nodeValue ?? '') : '';
  return { ok: true, text: value.replace(/\s+/g, ' ').trim() || null };
}

/** xmldom's Document implements the DOM interfaces xpath walks; the two type packages differ. */
function evaluate(expression: string, doc: object): SelectReturnType | undefined {
  try {
    return xpath.select(expression, doc as Node);
  } catch {
    return undefined;
  }
}
