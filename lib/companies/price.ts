/** MSRP: entered in dollars, sent and stored as integer cents (`msrp_cents`). */

const MAX_CENTS = 100_000_000;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" for display; null for no price. */
export function formatPrice(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  return usd.format(cents / 100);
}

/** The dollars text a form starts from: 1250 → "12.50", null → "". */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}

export type DollarsParse = { ok: true; cents: number | '' } | { ok: false; error: string };

/**
 * The cents of a dollars text: "12", "12.5", "$1,234.56" → 1200, 1250, 123456; "" → '' (no price).
 * Converted on the digits, never through floating point, so "0.29" is 29 cents exactly.
 */
export function parseDollars(text: string): DollarsParse {
  const t = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === '') return { ok: true, cents: '' };
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(t) ?? /^()\.(\d{1,2})$/.exec(t);
  if (!m) return { ok: false, error: 'The price must be an amount in dollars, with at most two decimals.' };
  const cents = Number(m[1] || '0') * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, error: `The price may not be greater than ${formatPrice(MAX_CENTS)}.` };
  return { ok: true, cents };
}
