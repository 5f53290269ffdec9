import type { ReportContents } from '@/lib/contract/monitoring/common';
import { csvCell } from '@/lib/csv/csv-cell';
import { formatMoney, minorToDecimal } from './money';
import { hasObservationCsv, OBSERVATION_COLUMNS, observationRows } from './report-observations';

/**
 * A ready report as CSV, built in the browser from its contents: one line per row with the row's
 * own fields (in the order of their first appearance) and its evidence flattened (pages, versions,
 * price points), so the spreadsheet still proves each line. Comma-separated with CRLF (RFC 4180),
 * but safe for any reader (OWASP's CSV injection advice): see `csvCell`.
 */

type Row = ReportContents['rows'][number];

/**
 * The columns people read first, in this order, whatever kind of report (stored contents are
 * jsonb, which keeps keys by length, not as written); any other field follows in first-seen order.
 */
const LEAD = [
  'retailer',
  'url',
  'type',
  'observed_at',
  'currency',
  'map_amount',
  'lowest_amount',
  'amount',
  'availability',
  'points',
  'first',
  'last',
  'min',
  'max',
  'current',
  'previous',
  'violations',
];

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A row as spreadsheet columns: a nested value spreads into its own columns (`min: { amount,
 * observed_at }` → `min_amount`, `min_observed_at`), a list (a page's MAP violations) becomes one
 * readable cell, one item per line ("12.49 EUR on 2025-01-03T10:00:00Z"). No JSON in any cell.
 */
export function flattenReportRow(row: Row): Row {
  const flat: Record<string, unknown> = {};
  const currency = typeof row.currency === 'string' ? row.currency : null;
  for (const key of orderedKeys(Object.keys(row))) {
    const v = row[key];
    // Every point of the line is in the one-row-per-observation CSV; the table shows their count.
    if (key === 'observations') continue;
    if (key === 'evidence') flat[key] = v;
    else if (isPlainObject(v)) for (const [sub, w] of Object.entries(v)) flat[`${key}_${sub}`] = w;
    else if (Array.isArray(v)) flat[key] = v.map((item) => listItem(item, currency)).join('\n');
    else flat[key] = v;
  }
  return flat as Row;
}

function orderedKeys(keys: string[]): string[] {
  const rank = (k: string) => (LEAD.includes(k) ? LEAD.indexOf(k) : LEAD.length);
  return keys
    .map((k, i) => ({ k, i }))
    .sort((x, y) => rank(x.k) - rank(y.k) || x.i - y.i)
    .map((x) => x.k);
}

function listItem(item: unknown, currency: string | null): string {
  if (!isPlainObject(item)) return String(item);
  if (typeof item.amount === 'number' && currency) {
    const when = typeof item.observed_at === 'string' ? ` on ${item.observed_at}` : '';
    return `${minorToDecimal(item.amount, currency)} ${currency}${when}`;
  }
  return Object.entries(item)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v ?? '—'}`)
    .join(', ');
}

/** The columns of the (flattened) rows, in first-seen order (evidence is written separately). */
export function reportColumns(rows: ReportContents['rows']): string[] {
  const cols: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (key !== 'evidence' && !cols.includes(key)) cols.push(key);
  return cols;
}

/** An amount in minor units with a currency to read it by: the row's own, or its group's (`current_currency`). */
function currencyOf(row: Row, key: string): string | null {
  const group = key.endsWith('_amount') ? row[`${key.slice(0, -'amount'.length)}currency`] : undefined;
  const code = typeof group === 'string' ? group : row.currency;
  return typeof code === 'string' ? code : null;
}

/** A cell of the report table: amounts in minor units are written as money (CSV: a plain decimal). */
export function reportCell(row: Row, key: string, as: 'screen' | 'csv' = 'screen'): unknown {
  const v = row[key];
  const currency = /(^|_)amount$/.test(key) && typeof v === 'number' ? currencyOf(row, key) : null;
  if (currency) return as === 'csv' ? minorToDecimal(v as number, currency) : formatMoney(v as number, currency);
  if (as === 'csv') return v;
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * A ready report as CSV. The price overview and MAP report: one row per observation in the stated
 * columns (OBSERVATION_COLUMNS); other kinds: one row per report line with its evidence flattened.
 */
export function reportToCsv(contents: ReportContents): string {
  if (hasObservationCsv(contents.kind)) {
    const lines = [OBSERVATION_COLUMNS[contents.kind], ...observationRows(contents)];
    return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }
  const rows = contents.rows.map(flattenReportRow);
  const cols = reportColumns(rows);
  const header = [...cols, 'evidence_urls', 'evidence_version_ids', 'evidence_price_ids', 'evidence_observed_at'];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
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
