import type { ReportContents } from '@/lib/contract/monitoring/common';
import { csvCell } from '@/lib/csv/csv-cell';
import { formatMoney, minorToDecimal } from './money';

/**
 * A ready report as CSV, built in the browser from its contents: one line per row with the row's
 * own fields (in the order of their first appearance) and its evidence flattened (pages, versions,
 * price points), so the spreadsheet still proves each line. Comma-separated with CRLF (RFC 4180),
 * but safe for any reader (OWASP's CSV injection advice): see `csvCell`.
 */

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
