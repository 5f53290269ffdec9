import { minorUnits } from './minor-units';

/**
 * Money on the wire is integer minor units plus an ISO 4217 code (119900 EUR is 1,199.00 €). The
 * number of decimals comes from ISO 4217 (`minor-units.ts`, checked against `currency-codes`: JPY 0,
 * KWD 3), never from a guess, and no float ever holds a price: parsing works on the digits as text.
 */

/** Decimals of a currency (2 for an unknown code, the common case). */
export function currencyDigits(currency: string | null | undefined): number {
  return currency ? minorUnits(currency) : 2;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string, digits: number): Intl.NumberFormat | null {
  const key = `${currency}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      // A fixed locale (like lib/dates): the server render and the browser must write the same text.
      f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      return null;
    }
    formatters.set(key, f);
  }
  return f;
}

/** The decimal text of minor units, "1199.00" for 119900 EUR, "1299" for 1299 JPY (no float involved). */
export function minorToDecimal(amount: number, currency: string | null | undefined): string {
  const digits = currencyDigits(currency);
  const negative = amount < 0;
  const text = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, -digits);
  const frac = digits === 0 ? '' : `.${text.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** "€1,199.00" for 119900 EUR; `none` when there is no amount. An unknown code is written after the number. */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined, none = '—'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return none;
  const code = (currency ?? '').toUpperCase();
  const digits = currencyDigits(code);
  const f = /^[A-Z]{3}$/.test(code) ? formatterFor(code, digits) : null;
  // Intl takes a number; minor units / 10^digits is exact enough for display below 2^53 / 1000.
  return f ? f.format(amount / 10 ** digits) : `${minorToDecimal(amount, code)}${code ? ` ${code}` : ''}`;
}

/**
 * What a person typed as an amount ("1249", "1249.00", "1.249,00", "1 249,50", "1'249.5") in minor
 * units of `currency`, or null when it is not an amount (or has more decimals than the currency).
 * The last "." or "," followed by at most the currency's decimals is the decimal separator; other
 * separators group thousands.
 */
export function parseMoneyInput(text: string, currency: string | null | undefined): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const last = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  let whole = cleaned;
  let frac = '';
  if (last >= 0) {
    const tail = cleaned.slice(last + 1);
    const head = cleaned.slice(0, last);
    const sameSepBefore = head.includes(cleaned[last]);
    // "1,249" (three digits after a lone separator) is a thousands group; so is any repeated separator.
    if (tail.length <= digits && !sameSepBefore && !(tail.length === 3 && digits < 3)) {
      whole = head;
      frac = tail;
    }
  }
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return null;
  const intDigits = groups.join('');
  if (intDigits === '' || frac.length > digits) return null;
  const minor = Number(`${intDigits}${frac.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
