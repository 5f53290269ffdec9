import { diffArrays } from 'diff';

/** At most this many learned patterns per page: a page that differs everywhere is not learned from. */
export const MAX_LEARNED = 20;

const escape = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A token that anchors a pattern: a word of three or more letters that stayed the same. */
const ANCHOR = /\p{L}{3,}/u;

/**
 * The parts of a page that changed between two loads a few seconds apart while its price and
 * availability did not (the caller checks those): learned as line patterns for the normalizer.
 * Each changed line is paired with its counterpart; when both have the same number of words, the
 * words that differ become `\S+` and the line is anchored (`^…$`), so "Served by node-3 in 41 ms"
 * and "Served by node-5 in 23 ms" teach `^Served by \S+ in \S+ ms$`, which matches that line
 * only. A line without a stable word of three letters, lines that have no counterpart, and any line
 * holding a protected text (the price as shown) teach nothing: nothing that could hide a real
 * change is learned. Patterns are RE2-compatible (they run as the page's own ignore patterns).
 */
export function learnIgnores(first: string, second: string, protectedTexts: readonly string[]): string[] {
  const learned: string[] = [];
  const guarded = (line: string) => protectedTexts.some((p) => p.trim() !== '' && line.includes(p.trim()));
  const parts = diffArrays(first.split('\n'), second.split('\n'));
  for (let i = 0; i < parts.length; i += 1) {
    const removed = parts[i];
    const added = parts[i + 1];
    if (!removed?.removed || !added?.added) continue;
    i += 1;
    const pairs = Math.min(removed.value.length, added.value.length);
    for (let k = 0; k < pairs; k += 1) {
      const [a, b] = [removed.value[k], added.value[k]];
      if (guarded(a) || guarded(b)) continue;
      const pattern = linePattern(a, b);
      if (pattern && !learned.includes(pattern)) learned.push(pattern);
      if (learned.length >= MAX_LEARNED) return learned;
    }
  }
  return learned;
}

function linePattern(a: string, b: string): string | null {
  const x = a.split(' ');
  const y = b.split(' ');
  if (x.length !== y.length) return null;
  let anchored = false;
  const tokens = x.map((token, i) => {
    if (token !== y[i]) return '\\S+';
    if (ANCHOR.test(token)) anchored = true;
    return escape(token);
  });
  return anchored ? `^${tokens.join(' ')}$` : null;
}
