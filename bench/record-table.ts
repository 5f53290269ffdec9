/**
 * The table bench/record.ts prints: one row per figure of the performance record
 * (docs/performance.md), with the value, the reference measured in the same run (a machine's load
 * moves both, so the pair is what to read), the goal and whether the value meets it.
 */
export type RecordRow = { figure: string; what: string; value: string; reference: string; goal: string; met: boolean | null };

export const ms = (x: number, digits = 1) => `${x.toFixed(digits)} ms`;

/** A row whose section did not run or failed: its figures are missing, not passing. */
export const missing = (figure: string, what: string, goal: string, why: string): RecordRow => ({ figure, what, value: why, reference: '—', goal, met: null });

const mark = (met: boolean | null) => (met === null ? '—' : met ? 'met' : '**not met**');

export function formatTable(rows: RecordRow[]): string {
  const lines = ['| # | figure | value | reference (same run) | goal | |', '|---|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.figure} | ${r.what} | ${r.value} | ${r.reference} | ${r.goal} | ${mark(r.met)} |`);
  return lines.join('\n');
}

/** How many rows meet their goal, out of those that have one. */
export function tally(rows: RecordRow[]): string {
  const judged = rows.filter((r) => r.met !== null);
  return `${judged.filter((r) => r.met).length} of ${judged.length} figures with a goal meet it`;
}
