import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { compileUserPattern, replaceMatches } from '@/lib/contract/monitoring/user-pattern';
import type { UserPattern } from '@/lib/contract/monitoring/user-pattern';
import { contentHash } from './content-hash';
import { DEFAULT_IGNORE_PATTERNS } from './default-ignore-patterns';

export type NormalizeOptions = {
  /** CSS selectors whose elements are left out (a cart badge, a "recently viewed" strip). */
  ignoreSelectors?: string[];
  /**
   * A person's regular expressions (case-insensitive, run with RE2 in linear time) whose matches are
   * removed from the text; one RE2 refuses is reported (`invalid_pattern`) and skipped.
   */
  ignorePatterns?: string[];
  /** Apply DEFAULT_IGNORE_PATTERNS (times, dates, "N people are viewing"); on unless turned off. */
  defaultPatterns?: boolean;
};

export type NormalizedSnapshot = { text: string; hash: string; problems: Array<'invalid_selector' | 'invalid_pattern'> };

/** Never part of what a reader sees as the page's content. */
const NOISE = 'head, script, style, noscript, template, svg, canvas, iframe, object, embed, nav, [role=navigation], [hidden], [aria-hidden=true]';

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'option',
]);

/** Inline controls that read as separate words even when the markup has no space between them. */
const SPACED = new Set(['button', 'label', 'input', 'select', 'textarea', 'img']);

/**
 * The text of a page that decides whether it changed: scripts, styles and navigation dropped,
 * ignored elements dropped, one line per block element, dynamic noise removed, whitespace folded.
 * Two loads of an unchanged page give the same text and so the same hash (cases 6 and 7); the
 * lines are what the version diff shows.
 */
export function normalizeSnapshot(html: string, options: NormalizeOptions = {}): NormalizedSnapshot {
  const problems: NormalizedSnapshot['problems'] = [];
  const $ = load(html);
  $(NOISE).remove();
  for (const selector of options.ignoreSelectors ?? []) {
    try {
      $(selector).remove();
    } catch {
      problems.push('invalid_selector');
    }
  }
  // Ours (narrow, no nested repetition) stay native; a person's go through RE2.
  const patterns = options.defaultPatterns === false ? [] : DEFAULT_IGNORE_PATTERNS;
  const userPatterns: UserPattern[] = [];
  for (const source of options.ignorePatterns ?? []) {
    const compiled = compileUserPattern(source);
    if (compiled.ok) userPatterns.push(compiled.pattern);
    else problems.push('invalid_pattern');
  }
  const removeNoise = (line: string) =>
    userPatterns.reduce((text, pattern) => replaceMatches(pattern, text, ' '), patterns.reduce((text, pattern) => text.replace(pattern, ' '), line));

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

  const lines = chunks
    .join('')
    .split('\n')
    .map((line) => removeNoise(line.normalize('NFKC')))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const text = lines.join('\n');
  return { text, hash: contentHash(text), problems };
}
