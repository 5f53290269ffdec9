import type { CheerioAPI } from 'cheerio';
import { compileUserPattern } from '@/lib/contract/monitoring/user-pattern';
import { findFirstMatch } from '../user-patterns/pattern-workers';
import { xpathText } from './xpath-text';
import type { ExtractionSettings, ExtractProblem, ValueSource } from './types';

export type OverrideText = { text: string | null; source: ValueSource | null; problems: ExtractProblem[] };

/** Longest page source a person's regex runs on (RE2 cuts it further for a long program). */
const REGEX_INPUT_LIMIT = 2_000_000;

/**
 * The page's own price locator, tried in the order a person is most likely to have meant it:
 * selector, XPath, regex (RE2, case-insensitive, against the page source, so a price inside a script works too; first
 * capture group, else the whole match; run in a pattern thread, off the event loop). Returns the raw text; a broken locator is reported as a
 * problem rather than thrown, so one bad setting never fails the whole scrape.
 */
export async function readOverride($: CheerioAPI, html: string, settings: ExtractionSettings): Promise<OverrideText> {
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
    // RE2 (linear time): a stored pattern it refuses (saved before saves were checked) is a problem, never run;
    // one that does not finish by its deadline is a problem too (`pattern_timeout`).
    const compiled = compileUserPattern(settings.priceRegex);
    let text = '';
    if (!compiled.ok) problems.push('invalid_regex');
    else {
      const found = await findFirstMatch(compiled.pattern, html.slice(0, REGEX_INPUT_LIMIT));
      if (found.ok) text = found.value ?? '';
      else problems.push(found.problem);
    }
    if (text.trim()) return { text: text.trim(), source: 'regex', problems };
  }
  return { text: null, source: null, problems };
}
