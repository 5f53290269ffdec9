/** Retailer product prices: typed in dollars, stored and sent in cents. */
const DOLLARS = /^\$?\s*(\d{1,7})(?:\.(\d{0,2}))?$/;
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * Cents of a dollars text ("12", "12.5", "$1,299.99"): '' when empty (no price), null when it is
 * not a price with at most two decimals.
 */
export function dollarsToCents(text: string): number | '' | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return '';
  const m = DOLLARS.exec(t);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** The dollars text a form edits ("12.50"), '' without a price. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.50", or an em dash without a price. */
export function formatPrice(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '—' : usd.format(cents / 100);
}
