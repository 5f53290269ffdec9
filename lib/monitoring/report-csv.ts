import type { ReportContents } from '@/lib/contract/monitoring/common';
import { formatMoney, minorToDecimal } from './money';

/**
 * A ready report as CSV, built in the browser from its contents: one line per row with the row's
 * own fields (in the order of their first appearance) and its evidence flattened (pages, versions,
 * price points), so the spreadsheet still proves each line. Comma-separated with CRLF (RFC 4180),
 * but safe for any reader (OWASP's CSV injection advice): see `csvCell`.
 */

/** What a spreadsheet takes as the start of a formula (OWASP: = + - @, tab, CR). */
const TRIGGER = /^[=+\-@\t\r]/;
/** Strictly a number (our amounts, ids, price deltas like -12.50): evaluates to itself in every locale. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What some reader splits cells on: comma (en), semicolon (de-DE and other comma-decimal locales), tab (pasting), line breaks. */
const SEPARATOR = /([,;\t\r\n])/;

const neutral = (text: string) => (TRIGGER.test(text) && !NUMBER.test(text) ? `'${text}` : text);

/**
 * One cell. Every piece a reader could see as a cell — the whole value, and each piece after a
 * comma, semicolon, tab or line break in it — that starts like a formula is prefixed with `'`,
 * unless it is strictly a number (`-12.5` is a number, never a formula; `-1+2` or `-12,5` are
 * prefixed). A value holding a separator of any locale, a line break or a quote is quoted, so a
 * semicolon reader sees `shop;=1+2;x` as one cell; the inner prefix also holds for a reader that
 * ignores quotes.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const pieces = text.split(SEPARATOR).map((piece, i) => (i > 0 && i % 2 === 0 ? neutral(piece) : piece));
  const safe = TRIGGER.test(text) && !NUMBER.test(text) ? `'${pieces.join('')}` : pieces.join('');
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The row fields shown as columns, in first-seen order (evidence is written separately). */
export function reportColumns(rows: ReportContents['rows']): string[] {
  const cols: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (key !== 'evidence' && !cols.includes(key)) cols.push(key);
  return cols;
}

type Row = ReportContents['rows'][number];
const isAmount = (row: Row, key: string) => /(^|_)amount$/.test(key) && typeof row[key] === 'number' && typeof row.currency === 'string';

/** A cell of the report table: amounts in minor units with the row's currency are written as money. */
export function reportCell(row: Row, key: string, as: 'screen' | 'csv' = 'screen'): unknown {
  const v = row[key];
  if (isAmount(row, key)) return as === 'csv' ? minorToDecimal(v as number, row.currency as string) : formatMoney(v as number, row.currency as string);
  if (as === 'csv') return v;
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export function reportToCsv(contents: ReportContents): string {
  const cols = reportColumns(contents.rows);
  const header = [...cols, 'evidence_urls', 'evidence_version_ids', 'evidence_price_ids', 'evidence_observed_at'];
  const lines = [header.map(csvCell).join(',')];
  for (const row of contents.rows) {
    const ev = row.evidence ?? [];
    const join = (pick: (e: (typeof ev)[number]) => unknown) =>
      ev
        .map(pick)
        .filter((v) => v !== null && v !== undefined)
        .join(' ');
    lines.push(
      [...cols.map((c) => reportCell(row, c, 'csv')), join((e) => e.url), join((e) => e.version_id), join((e) => e.price_id), join((e) => e.observed_at)]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** "map_violations-2025-01-01-2025-01-31.csv" */
export function reportFileName(contents: Pick<ReportContents, 'kind' | 'period'>): string {
  return `${contents.kind}-${contents.period.from.slice(0, 10)}-${contents.period.to.slice(0, 10)}.csv`;
}
