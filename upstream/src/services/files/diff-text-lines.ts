import { diffArrays } from 'diff';
import type { FileDiffLine } from '@/lib/contract/files';

/**
 * Bounds of one diff. Myers' algorithm costs about (lines + edits²): past 2,000 changed lines, or
 * half a second of work, jsdiff gives up (undefined) and the caller answers 422 instead of holding
 * the event loop. Two 20,000-line versions that share a prefix and suffix diff in milliseconds.
 */
export const DIFF_BOUNDS = { maxEditLength: 2_000, timeout: 500 } as const;

/** The lines of a text: `\n` or `\r\n` ends a line, and a final line break starts no empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type Change = Exclude<FileDiffLine, { op: 'skip' }>;

/** Every line of both sides in order, numbered on the side(s) it is on; null when the diff passed DIFF_BOUNDS. */
function changes(before: string[], after: string[]): Change[] | null {
  const parts = diffArrays(before, after, { ...DIFF_BOUNDS });
  if (!parts) return null;
  const out: Change[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const part of parts) {
    for (const text of part.value) {
      if (part.added) out.push({ op: 'add', text, new_line: newLine++ });
      else if (part.removed) out.push({ op: 'remove', text, old_line: oldLine++ });
      else out.push({ op: 'equal', text, old_line: oldLine++, new_line: newLine++ });
    }
  }
  return out;
}

/**
 * A unified line diff: every added and removed line with `context` unchanged lines around each
 * change; a longer unchanged run becomes one `skip` (a run of one line is shown, the marker would
 * take as much room). Null when the two texts are too different to diff within DIFF_BOUNDS.
 */
export function diffTextLines(before: string[], after: string[], context: number): { lines: FileDiffLine[]; added: number; removed: number } | null {
  const all = changes(before, after);
  if (!all) return null;
  // Distance of each line to the nearest change, before and after it (Infinity: none that side).
  const near = all.map(() => Infinity);
  let since = Infinity;
  for (let i = 0; i < all.length; i++) {
    since = all[i].op === 'equal' ? since + 1 : 0;
    near[i] = since;
  }
  since = Infinity;
  for (let i = all.length - 1; i >= 0; i--) {
    since = all[i].op === 'equal' ? since + 1 : 0;
    near[i] = Math.min(near[i], since);
  }
  const lines: FileDiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (let i = 0; i < all.length; ) {
    const line = all[i];
    if (line.op === 'add') added++;
    if (line.op === 'remove') removed++;
    if (near[i] <= context) {
      lines.push(line);
      i++;
      continue;
    }
    let end = i;
    while (end < all.length && near[end] > context) end++;
    if (end - i === 1) lines.push(line);
    else lines.push({ op: 'skip', count: end - i });
    i = end;
  }
  return { lines, added, removed };
}
