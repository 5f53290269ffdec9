import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';
import { currencyDigits } from './money';
import { pageLabel } from './page-label';

/**
 * The overview's price history as step series: one series per page (a retailer) and currency —
 * a page is one variation at one retailer, and a change of currency starts a new series (case 21).
 * A price holds from the time it was first seen until the next point, so the chart steps after
 * each point (recharts `stepAfter`) and the last one runs on to when it was last observed.
 */

/** The price overview's ranges (`?range=`), counted back from when the screen opened (its server page reads them too). */
export const RANGES = [
  { value: '30d', label: '30 days', days: 30 },
  { value: '90d', label: '90 days', days: 90 },
  { value: '1y', label: '1 year', days: 365 },
  { value: 'all', label: 'All', days: null },
] as const;
export type RangeValue = (typeof RANGES)[number]['value'];

/** The `?range=` of the overview's address; anything else is 90 days. */
export const readRange = (v: string | null): RangeValue => (RANGES.some((r) => r.value === v) ? (v as RangeValue) : '90d');

/** The ISO start of a range (null for all), at `now`. */
export function rangeStart(range: RangeValue, now: number): string | null {
  const days = RANGES.find((r) => r.value === range)?.days ?? null;
  return days === null ? null : new Date(now - days * 86_400_000).toISOString();
}

export type Map_ = { amount: number; currency: string } | null;

/** The MAP of a variation (its override), else the product's; null when none is set. */
export function mapFor(
  product: Pick<MonitoringProduct, 'map_amount' | 'map_currency'>,
  variation: Pick<Variation, 'map_amount' | 'map_currency'> | null | undefined,
): Map_ {
  if (variation && variation.map_amount !== null && variation.map_currency) return { amount: variation.map_amount, currency: variation.map_currency };
  if (product.map_amount !== null && product.map_currency) return { amount: product.map_amount, currency: product.map_currency };
  return null;
}

/** Below the MAP in the MAP's currency (another currency cannot be compared, so it is no violation). */
export function violatesMap(amount: number | null, currency: string | null, map: Map_): boolean {
  return map !== null && amount !== null && currency === map.currency && amount < map.amount;
}

export type SeriesPoint = { t: number; amount: number | null; availability: PriceResource['availability']; priceId: number | null; violation: boolean };
export type Series = {
  key: string;
  label: string;
  pageId: number | null;
  variationId: number | null;
  currency: string | null;
  map: Map_;
  points: SeriesPoint[];
};

/**
 * "Retailer · Variation · page" for every line (issue 35): two pages of one retailer ("Fixture
 * Markt") are told apart by the page's host and path. The domain stands in for a page without a
 * retailer; "Manual" for a point of no page; "Product" when the page is of no variation.
 */
export function seriesLabel(page: MonitoringPage | undefined, variation: Variation | undefined): string {
  if (!page) return variation ? `Manual · ${variation.name}` : 'Manual';
  return `${page.retailer_name ?? page.domain} · ${variation?.name ?? 'Product'} · ${pageLabel(page.url)}`;
}

/** The currencies of the series, the one with most series first: the chart draws one at a time. */
export function seriesCurrencies(series: readonly Series[]): string[] {
  const count = new Map<string, number>();
  for (const s of series) if (s.currency) count.set(s.currency, (count.get(s.currency) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

/**
 * Groups points (oldest first, as `series=1` answers) into series. A point starting before `from`
 * is moved to `from` (it still held then); each series ends with a point (priceId null) at its
 * last observation so the last step is drawn.
 */
export function buildSeries(
  points: readonly PriceResource[],
  ctx: { product: MonitoringProduct; pages: readonly MonitoringPage[]; variations: readonly Variation[]; from: string | null },
): Series[] {
  const pages = new Map(ctx.pages.map((p) => [p.id, p]));
  const variations = new Map(ctx.variations.map((v) => [v.id, v]));
  const from = ctx.from ? Date.parse(ctx.from) : -Infinity;
  const out = new Map<string, Series & { lastSeen: number }>();
  const sorted = [...points].sort((a, b) => Date.parse(a.first_observed_at) - Date.parse(b.first_observed_at) || a.id - b.id);
  for (const p of sorted) {
    const page = p.page_id !== null ? pages.get(p.page_id) : undefined;
    const variationId = p.variation_id ?? page?.variation_id ?? null;
    const variation = variationId !== null ? variations.get(variationId) : undefined;
    const key = `${p.page_id ?? 'v'}:${variationId ?? '-'}:${p.currency ?? '-'}`;
    let s = out.get(key);
    if (!s) {
      const map = mapFor(ctx.product, variation);
      s = {
        key,
        label: seriesLabel(page, variation),
        pageId: p.page_id,
        variationId,
        currency: p.currency,
        map,
        points: [],
        lastSeen: -Infinity,
      };
      out.set(key, s);
    }
    const t = Math.max(Date.parse(p.first_observed_at), from);
    const point: SeriesPoint = { t, amount: p.amount, availability: p.availability, priceId: p.id, violation: violatesMap(p.amount, p.currency, s.map) };
    // Two points moved to `from` (both began before the window): the later one is what held then.
    const prev = s.points[s.points.length - 1];
    if (prev && prev.t === t) s.points[s.points.length - 1] = point;
    else s.points.push(point);
    s.lastSeen = Math.max(s.lastSeen, Date.parse(p.last_observed_at));
  }
  return [...out.values()].map(({ lastSeen, ...s }) => {
    const last = s.points[s.points.length - 1];
    // The last price held until it was last observed: one more point there draws its step.
    return last && lastSeen > last.t ? { ...s, points: [...s.points, { ...last, t: lastSeen, priceId: null }] } : s;
  });
}

export type ChartRow = { t: number } & Record<string, number | null>;

/**
 * recharts rows: one per instant, a column per series holding its price in major units at that
 * instant (null where the series has no point: the line connects over it, `connectNulls`).
 */
export function chartRows(series: readonly Series[]): ChartRow[] {
  const rows = new Map<number, ChartRow>();
  for (const s of series) {
    const scale = 10 ** currencyDigits(s.currency);
    for (const p of s.points) {
      const row = rows.get(p.t) ?? ({ t: p.t } as ChartRow);
      row[s.key] = p.amount === null ? null : p.amount / scale;
      rows.set(p.t, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** The MAP lines to draw (one per distinct MAP among the series), in major units. */
export function mapLines(series: readonly Series[]): { value: number; label: string; currency: string }[] {
  const seen = new Map<string, { value: number; label: string; currency: string }>();
  for (const s of series) {
    if (!s.map) continue;
    const k = `${s.map.amount}:${s.map.currency}`;
    if (!seen.has(k)) seen.set(k, { value: s.map.amount / 10 ** currencyDigits(s.map.currency), label: `MAP ${s.map.currency}`, currency: s.map.currency });
  }
  return [...seen.values()];
}
