import type { ReportContents } from '@/lib/contract/monitoring/common';
import { minorToDecimal } from './money';
import { pageLabel } from './page-label';

/**
 * The one-row-per-observation spreadsheets of the price overview and the MAP report (issue 35):
 * every row is one price point, amounts are plain decimals ("1199.00") beside a `currency` column,
 * and the columns are always these, in this order (README "Reports"), whatever the stored contents'
 * key order. Nothing in a cell is JSON.
 */
export const OBSERVATION_COLUMNS = {
  price_overview: [
    'retailer',
    'page',
    'url',
    'variation_id',
    'observed_at',
    'last_observed_at',
    'amount',
    'currency',
    'availability',
    'price_id',
    'version_id',
  ],
  map_violations: ['retailer', 'page', 'url', 'variation_id', 'observed_at', 'amount', 'currency', 'map_amount', 'below_map_by', 'price_id', 'version_id'],
} as const;

export type ObservationKind = keyof typeof OBSERVATION_COLUMNS;
type Row = ReportContents['rows'][number];
type Cells = Array<string | number | null>;

const obj = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const decimal = (amount: number | null, currency: string | null) => (amount === null ? null : minorToDecimal(amount, currency));

export function hasObservationCsv(kind: string): kind is ObservationKind {
  return kind in OBSERVATION_COLUMNS;
}

/** The rows of the spreadsheet (without the header), sorted by retailer, page and time. */
export function observationRows(contents: ReportContents): Cells[] {
  const out: Array<{ sort: string; cells: Cells }> = [];
  for (const row of contents.rows) {
    const url = str(row.url) ?? '';
    const lead = { retailer: str(row.retailer), page: pageLabel(url), url, variation: num(row.variation_id) };
    const currency = str(row.currency);
    if (contents.kind === 'price_overview') {
      for (const o of overviewPoints(row)) {
        const amount = num(o.amount);
        out.push({
          sort: `${lead.retailer ?? ''}\u0000${url}\u0000${str(o.observed_at) ?? ''}`,
          cells: [
            lead.retailer,
            lead.page,
            url,
            lead.variation,
            str(o.observed_at),
            str(o.last_observed_at),
            decimal(amount, currency),
            currency,
            str(o.availability),
            num(o.price_id),
            num(o.version_id),
          ],
        });
      }
    } else if (contents.kind === 'map_violations') {
      const map = num(row.map_amount);
      const violations = Array.isArray(row.violations) ? row.violations.map(obj).filter((v) => v !== null) : [];
      for (const v of violations) {
        const amount = num(v.amount);
        out.push({
          sort: `${lead.retailer ?? ''}\u0000${url}\u0000${str(v.observed_at) ?? ''}`,
          cells: [
            lead.retailer,
            lead.page,
            url,
            lead.variation,
            str(v.observed_at),
            decimal(amount, currency),
            currency,
            decimal(map, currency),
            map !== null && amount !== null ? minorToDecimal(map - amount, currency) : null,
            num(v.price_id),
            num(v.version_id),
          ],
        });
      }
    }
  }
  return out.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0)).map((r) => r.cells);
}

/**
 * A price-overview line's points: its `observations` (reports made since issue 35), else — for an
 * older stored report — the points it kept (first, lowest, highest, last), each once.
 */
function overviewPoints(row: Row): Array<Record<string, unknown>> {
  if (Array.isArray(row.observations)) return row.observations.map(obj).filter((o) => o !== null);
  const seen = new Map<number, Record<string, unknown>>();
  for (const key of ['first', 'min', 'max', 'last']) {
    const p = obj(row[key]);
    const id = num(p?.price_id);
    if (p && id !== null && !seen.has(id)) seen.set(id, p);
  }
  return [...seen.values()].sort((a, b) => String(a.observed_at).localeCompare(String(b.observed_at)));
}
