import type { CheerioAPI } from 'cheerio';
import { xpathText } from './xpath-text';
import type { ExtractionSettings, ExtractProblem, ValueSource } from './types';

export type OverrideText = { text: string | null; source: ValueSource | null; problems: ExtractProblem[] };

/** Longest page source a person's regex runs on: bounds the cost of a badly written pattern. */
const REGEX_INPUT_LIMIT = 2_000_000;

/**
 * The page's own price locator, tried in the order a person is most likely to have meant it:
 * selector, XPath, regex (against the page source, so a price inside a script works too; first
 * capture group, else the whole match). Returns the raw text; a broken locator is reported as a
 * problem rather than thrown, so one bad setting never fails the whole scrape.
 */
export function readOverride($: CheerioAPI, html: string, settings: ExtractionSettings): OverrideText {
  const problems: ExtractProblem[] = [];
  if (settings.priceSelector) {
    try {
      const node = $(settings.priceSelector).first();
      const text = node.attr('content') ?? node.text();
      if (node.length > 0 && text.trim()) return { text: text.replace(/\s+/g, ' ').trim(), source: 'selector', problems };
    } catch {
      problems.push('invalid_selector');
    }
  }
  if (settings.priceXPath) {
    const found = xpathText($, settings.priceXPath);
    if (!found.ok) problems.push('invalid_xpath');
    else if (found.text) return { text: found.text, source: 'xpath', problems };
  }
  if (settings.priceRegex) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(settings.priceRegex, 'i');
    } catch {
      problems.push('invalid_regex');
    }
    const match = pattern?.exec(html.slice(0, REGEX_INPUT_LIMIT));
    const text = match ? (match[1] ?? match[0]) : '';
    if (text.trim()) return { text: text.trim(), source: 'regex', problems };
  }
  return { text: null, source: null, problems };
}
