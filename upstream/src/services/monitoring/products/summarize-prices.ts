import type { MoneyValue } from '@/lib/contract/monitoring/products';

export type LatestPagePrice = { pageId: number; amount: number | null; currency: string | null };
export type PricePoint = { id: number; pageId: number; amount: number | null; currency: string | null; at: Date };
export type PriceSummary = {
  currency: string | null;
  mixedCurrencies: boolean;
  lowest: MoneyValue | null;
  highest: MoneyValue | null;
  sparkline: [string, number][];
};

export const SPARKLINE_POINTS = 30;

/**
 * Lowest and highest current price of a product's pages and the step series of its lowest price.
 * Prices in different currencies cannot be compared, so only the most common currency of the
 * current prices counts (ties: alphabetical, so the answer is stable) and `mixedCurrencies` says
 * others were left out. `points` are each page's recent price rows in any order.
 */
export function summarizePrices(latest: LatestPagePrice[], points: PricePoint[]): PriceSummary {
  const priced = latest.filter((p): p is LatestPagePrice & { amount: number; currency: string } => p.amount !== null && p.currency !== null);
  const tally = new Map<string, number>();
  for (const p of priced) tally.set(p.currency, (tally.get(p.currency) ?? 0) + 1);
  const [currency] = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [null];
  if (currency === null) return { currency: null, mixedCurrencies: false, lowest: null, highest: null, sparkline: [] };
  const amounts = priced.filter((p) => p.currency === currency).map((p) => p.amount);
  return {
    currency,
    mixedCurrencies: tally.size > 1,
    lowest: { amount: Math.min(...amounts), currency },
    highest: { amount: Math.max(...amounts), currency },
    sparkline: lowestSeries(points, currency),
  };
}

/** Replays the price rows in time order, keeping each page's current amount; a point whenever the minimum moves. */
function lowestSeries(points: PricePoint[], currency: string): [string, number][] {
  const current = new Map<number, number | null>();
  const out: [string, number][] = [];
  const ordered = [...points].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  for (const p of ordered) {
    current.set(p.pageId, p.currency === currency ? p.amount : null);
    const values = [...current.values()].filter((v): v is number => v !== null);
    if (values.length === 0) continue;
    const low = Math.min(...values);
    const last = out[out.length - 1];
    if (last && last[1] === low) continue;
    if (last && last[0] === p.at.toISOString()) out.pop();
    out.push([p.at.toISOString(), low]);
  }
  return out.slice(-SPARKLINE_POINTS);
}
