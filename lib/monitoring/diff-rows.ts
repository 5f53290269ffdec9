import type { LineChange } from '@/lib/contract/monitoring/snapshots';

/**
 * The version diff side by side: the API's line changes (`?compare=`) become rows with the old
 * text on the left and the new on the right. A run of removed lines is paired with the added run
 * after it (a changed line shows as one row); runs of unchanged lines longer than twice the
 * context are folded into "n unchanged lines", which the screen can expand.
 */

export type Side = { line: number; text: string; type: 'removed' | 'added' | 'same' };
export type DiffRow = { kind: 'row'; left: Side | null; right: Side | null };
export type DiffFold = { kind: 'fold'; id: string; count: number; rows: DiffRow[] };
export type DiffItem = DiffRow | DiffFold;

export function sideBySide(changes: readonly LineChange[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let left = 0;
  let right = 0;
  let i = 0;
  while (i < changes.length) {
    const c = changes[i];
    if (c.type === 'same') {
      left += 1;
      right += 1;
      rows.push({ kind: 'row', left: { line: left, text: c.text, type: 'same' }, right: { line: right, text: c.text, type: 'same' } });
      i += 1;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (i < changes.length && changes[i].type === 'removed') removed.push(changes[i++].text);
    while (i < changes.length && changes[i].type === 'added') added.push(changes[i++].text);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      rows.push({
        kind: 'row',
        left: k < removed.length ? { line: ++left, text: removed[k], type: 'removed' } : null,
        right: k < added.length ? { line: ++right, text: added[k], type: 'added' } : null,
      });
    }
  }
  return rows;
}

const isSame = (r: DiffRow) => r.left?.type === 'same' && r.right?.type === 'same';

/** Folds unchanged runs, keeping `context` lines next to each change (the whole run at the ends of the text beyond them). */
export function foldRows(rows: readonly DiffRow[], context = 2): DiffItem[] {
  const out: DiffItem[] = [];
  let i = 0;
  while (i < rows.length) {
    if (!isSame(rows[i])) {
      out.push(rows[i++]);
      continue;
    }
    let j = i;
    while (j < rows.length && isSame(rows[j])) j++;
    const run = rows.slice(i, j);
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = j === rows.length ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      out.push(...run.slice(0, keepBefore));
      const hidden = run.slice(keepBefore, run.length - keepAfter);
      out.push({ kind: 'fold', id: `fold-${i + keepBefore}`, count: hidden.length, rows: hidden });
      out.push(...run.slice(run.length - keepAfter));
    } else {
      out.push(...run);
    }
    i = j;
  }
  return out;
}

/** How many lines were added and removed. */
export function diffCounts(changes: readonly LineChange[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const c of changes) {
    if (c.type === 'added') added++;
    else if (c.type === 'removed') removed++;
  }
  return { added, removed };
}
