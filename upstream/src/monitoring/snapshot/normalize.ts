import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { compileUserPattern } from '@/lib/contract/monitoring/user-pattern';
import type { UserPattern } from '@/lib/contract/monitoring/user-pattern';
import { removeMatchesByLine } from '../user-patterns/pattern-workers';
import type { PatternProblem } from '../user-patterns/pattern-workers';
import { contentHash } from './content-hash';
import { DEFAULT_IGNORE_PATTERNS } from './default-ignore-patterns';
import { loadCheerio } from '../../lib/on-demand-modules';

export type NormalizeOptions = {
  /** CSS selectors whose elements are left out (a cart badge, a "recently viewed" strip). */
  ignoreSelectors?: string[];
  /**
   * A person's regular expressions (case-insensitive, run with RE2 in linear time, in a pattern
   * thread) whose matches are removed from the text; one RE2 refuses is reported (`invalid_pattern`)
   * and skipped; when they do not finish by their deadline, none is applied (`pattern_timeout`).
   */
  ignorePatterns?: string[];
  /** Apply DEFAULT_IGNORE_PATTERNS (times, dates, "N people are viewing"); on unless turned off. */
  defaultPatterns?: boolean;
};

export type NormalizedSnapshot = {
  text: string;
  hash: string;
  /** The product's name as the page states it (og:title, else the first h1, else <title>), folded; null when none. */
  title: string | null;
  problems: Array<'invalid_selector' | 'invalid_pattern' | PatternProblem>;
};

/** Never part of what a reader sees as the page's content. */
const NOISE = 'head, script, style, noscript, template, svg, canvas, iframe, object, embed, nav, [role=navigation], [hidden], [aria-hidden=true]';

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'option',
]);

/** Inline controls that read as separate words even when the markup has no space between them. */
const SPACED = new Set(['button', 'label', 'input', 'select', 'textarea', 'img']);

/**
 * The text of a page that decides whether it changed: scripts, styles and navigation dropped,
 * ignored elements dropped, one line per block element, dynamic noise removed, whitespace folded.
 * Two loads of an unchanged page give the same text and so the same hash (cases 6 and 7); the
 * lines are what the version diff shows.
 */
export async function normalizeSnapshot(html: string, options: NormalizeOptions = {}): Promise<NormalizedSnapshot> {
  const load = await loadCheerio();
  const problems: NormalizedSnapshot['problems'] = [];
  const $ = load(html);
  const title = pageTitle($);
  $(NOISE).remove();
  for (const selector of options.ignoreSelectors ?? []) {
    try {
      $(selector).remove();
    } catch {
      problems.push('invalid_selector');
    }
  }
  // Ours (narrow, no nested repetition) stay native, here; a person's go through RE2, off the event loop.
  const patterns = options.defaultPatterns === false ? [] : DEFAULT_IGNORE_PATTERNS;
  const userPatterns: UserPattern[] = [];
  for (const source of options.ignorePatterns ?? []) {
    const compiled = compileUserPattern(source);
    if (compiled.ok) userPatterns.push(compiled.pattern);
    else problems.push('invalid_pattern');
  }
  const removeDefaultNoise = (line: string) => patterns.reduce((text, pattern) => text.replace(pattern, ' '), line);

  const chunks: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') chunks.push(node.data);
      else if (node.type === 'tag') {
        const edge = BLOCK.has(node.name) ? '\n' : SPACED.has(node.name) ? ' ' : '';
        chunks.push(edge);
        walk(node.children);
        chunks.push(edge);
      } else if ('children' in node) walk(node.children);
    }
  };
  walk($.root().children().toArray());

  let raw = chunks
    .join('')
    .split('\n')
    .map((line) => removeDefaultNoise(line.normalize('NFKC')))
    .join('\n');
  // Line by line, as the defaults (a line never gains a \n: the replacement is a space).
  const removed = await removeMatchesByLine(userPatterns, raw, ' ');
  if (removed.ok) raw = removed.value;
  else problems.push(removed.problem);
  const lines = raw
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const text = lines.join('\n');
  return { text, hash: contentHash(text), title, problems };
}

function pageTitle($: CheerioAPI): string | null {
  const candidates = [$('meta[property="og:title"]').attr('content'), $('h1').first().text(), $('title').first().text()];
  const found = candidates.map((c) => (c ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim()).find(Boolean);
  return found ? found.slice(0, 300) : null;
}
