import { currencyDigits } from '@/lib/contract/monitoring/currency';
import { detectCurrency } from './detect-currency';
import { localeSeparators, normalizeSeparator } from './locale-separators';
import { readAmount } from './read-amount';
import { toMinorUnits } from './to-minor-units';

export type ParsePriceOptions = {
  /** ISO 4217 code the page is known to use; chooses among shared marks ("$", "¥", "kr"). */
  currency?: string;
  /** BCP 47 locale of the page; decides a lone "1.299" / "1,299" and the region of "$". */
  locale?: string;
};

export type ParsedPrice = { ok: true; amountMinor: number; currency: string } | { ok: false; reason: 'ambiguous' | 'no_number' | 'no_currency' };

/** Digits joined by single separators: "1 099,00", "1'299.50", "1,23,456.00". */
const NUMBER = /\d+(?:[.,' ]\d+)*/g;

/**
 * Reads a price as shown on a page into integer minor units of an ISO currency. It records nothing
 * rather than something wrong: a second number ("€10–€20", "was 12 now 10"), a sign ("-12 €"), a
 * percentage, two currencies or a separator nothing can decide is `ambiguous`; text without digits
 * ("Free", "Gratis") is `no_number` — a free offer is not assumed to be a price of 0; a number with
 * no currency in the text and no hint is `no_currency`. The locale does not imply a currency
 * (a de-DE shop may price in CHF). Rules for separators: `readAmount`; for marks: `detectCurrency`.
 */
export function parsePrice(text: string, options: ParsePriceOptions = {}): ParsedPrice {
  const clean = normalizeSeparator(text.normalize('NFKC'))
    .replace(/[\u2212\u2012\u2013\u2014]/g, (c) => (c === '\u2212' ? '-' : '–'))
    .replace(/ +/g, ' ');
  const tokens = [...clean.matchAll(NUMBER)];
  if (tokens.length === 0) return { ok: false, reason: 'no_number' };
  if (tokens.length > 1) return { ok: false, reason: 'ambiguous' };

  const match = tokens[0];
  let token = match[0];
  let before = clean.slice(0, match.index);
  let after = clean.slice(match.index + token.length);

  if (/^\s*-/.test(clean) || /-\s*$/.test(before) || /^\s*%/.test(after)) return { ok: false, reason: 'ambiguous' };
  // "12,-" / "12.–" (German and Swiss "no cents"): the mark is the decimal and the fraction is 00.
  const dashCents = /^([.,])[-–]/.exec(after);
  if (dashCents) {
    token = `${token}${dashCents[1]}00`;
    after = after.slice(2);
  }
  // ".99" / "$.99": a leading decimal mark, unless it ends an abbreviation such as "Rs.".
  const leading = /(^|[^\p{L}\d])([.,])$/u.exec(before);
  if (leading && !dashCents) {
    token = `0${leading[2]}${token}`;
    before = before.slice(0, -1);
  }

  const locale = localeSeparators(options.locale);
  const detected = detectCurrency(before, after, options.currency, locale);
  if (detected.kind === 'conflict') return { ok: false, reason: 'ambiguous' };
  const currency = detected.kind === 'found' ? detected.currency : null;
  const digits = currency ? currencyDigits(currency) : null;

  const amount = readAmount(token, digits, locale);
  if (amount.kind === 'ambiguous') return { ok: false, reason: 'ambiguous' };
  if (currency === null || digits === null) return { ok: false, reason: 'no_currency' };
  const amountMinor = toMinorUnits(amount.int, amount.frac, digits);
  if (amountMinor === null) return { ok: false, reason: 'ambiguous' };
  return { ok: true, amountMinor, currency };
}
