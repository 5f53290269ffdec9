import { diffLines, diffWords } from 'diff';

const words = (text: string) => (text.match(/\S+/g) ?? []).length;

/**
 * Words added and removed between two normalized texts, and the share of words that changed
 * ((added + removed) / (words before + words after), 0..1). A word diff of two very different long
 * pages can take long (O(N·D)), so it is bounded; past the bound the count comes from a line diff.
 */
export function textDiff(before: string, after: string): { added: number; removed: number; changeRatio: number } {
  const parts = diffWords(before, after, { maxEditLength: 20_000, timeout: 1_000 }) ?? diffLines(before, after);
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.added) added += words(part.value);
    else if (part.removed) removed += words(part.value);
  }
  const total = words(before) + words(after);
  return { added, removed, changeRatio: total === 0 ? 0 : Math.round(((added + removed) / total) * 10_000) / 10_000 };
}
