import type { SheetFormat } from './read-sheet-rows';
import { readSheetRows } from './read-sheet-rows';
import { cellText, columnLetters } from './sheet-cell';

export type SheetSummary = { headers: string[]; sample: string[][]; rowCount: number };

/** Thrown when a file has more data rows than allowed (the reading stops there). */
export class TooManyRowsError extends Error {}

/**
 * The headers (row 1; an empty header is `Column C`, a repeated one gets ` (2)`), the first five
 * data rows as text, and how many non-empty data rows there are, up to `maxRows`.
 */
export async function inspectSheet(source: ReadableStream<Uint8Array>, format: SheetFormat, maxRows: number): Promise<SheetSummary> {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  let rowCount = 0;
  for await (const row of readSheetRows(source, format)) {
    const texts = row.cells.map((c) => cellText(c).trim());
    if (headers === null) {
      headers = uniqueHeaders(texts);
      continue;
    }
    if (texts.every((t) => t === '')) continue;
    if (++rowCount > maxRows) throw new TooManyRowsError(`The file has more than ${maxRows.toLocaleString('en-US')} rows.`);
    if (sample.length < 5) sample.push(texts);
  }
  return { headers: headers ?? [], sample: sample.map((r) => (headers ?? []).map((_, i) => r[i] ?? '')), rowCount };
}

function uniqueHeaders(texts: string[]): string[] {
  const seen = new Map<string, number>();
  // Trailing empty headers of a sheet whose last columns hold nothing are dropped.
  let last = texts.length;
  while (last > 0 && texts[last - 1] === '') last--;
  return texts.slice(0, last).map((text, i) => {
    const base = (text || `Column ${columnLetters(i)}`).slice(0, 200);
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
