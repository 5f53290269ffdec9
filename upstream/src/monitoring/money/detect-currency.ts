import { isCurrencyCode } from '@/lib/contract/monitoring/currency';
import type { LocaleSeparators } from './locale-separators';

export type CurrencyDetection = { kind: 'found'; currency: string } | { kind: 'none' } | { kind: 'conflict' };

type Mark = { pattern: RegExp; candidates: string[]; fallback: string | null };

const word = (s: string) => new RegExp(`(?<![\\p{L}])${s}(?![\\p{L}])`, 'u');

/**
 * Currency marks, longest first so "US$" is not read as "$". `candidates` are the currencies a mark
 * can mean; `fallback` is what it means with no hint, or null when there is no safe default.
 * Decisions (docs/decisions/0007):
 * - "$" alone means USD unless the page's currency or the locale's region names another dollar/peso
 *   (en-CA → CAD, en-AU → AUD, es-MX → MXN …): the most common reading, and the page setting fixes it.
 * - "¥" means JPY unless the hint or region says CNY ("CN¥" and "元" are always CNY).
 * - "Rs" means INR unless the hint or region names PKR / LKR / NPR.
 * - "kr" (SEK, NOK, DKK, ISK) has no default: without a hint it is a conflict, not a guess.
 */
const MARKS: Mark[] = [
  { pattern: /US\$/, candidates: ['USD'], fallback: 'USD' },
  { pattern: /(?:CA|C)\$/, candidates: ['CAD'], fallback: 'CAD' },
  { pattern: /(?:AU|A)\$/, candidates: ['AUD'], fallback: 'AUD' },
  { pattern: /NZ\$/, candidates: ['NZD'], fallback: 'NZD' },
  { pattern: /HK\$/, candidates: ['HKD'], fallback: 'HKD' },
  { pattern: /NT\$/, candidates: ['TWD'], fallback: 'TWD' },
  { pattern: /MX\$/, candidates: ['MXN'], fallback: 'MXN' },
  { pattern: /R\$/, candidates: ['BRL'], fallback: 'BRL' },
  { pattern: /S\$/, candidates: ['SGD'], fallback: 'SGD' },
  { pattern: /CN¥|元/, candidates: ['CNY'], fallback: 'CNY' },
  { pattern: /JP¥|円/, candidates: ['JPY'], fallback: 'JPY' },
  { pattern: /\$/, candidates: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP', 'TWD'], fallback: 'USD' },
  { pattern: /¥/, candidates: ['JPY', 'CNY'], fallback: 'JPY' },
  { pattern: /€/, candidates: ['EUR'], fallback: 'EUR' },
  { pattern: /£/, candidates: ['GBP'], fallback: 'GBP' },
  { pattern: /₹/, candidates: ['INR'], fallback: 'INR' },
  { pattern: /₩/, candidates: ['KRW'], fallback: 'KRW' },
  { pattern: /₽|руб\.?/, candidates: ['RUB'], fallback: 'RUB' },
  { pattern: /₺/, candidates: ['TRY'], fallback: 'TRY' },
  { pattern: /₪/, candidates: ['ILS'], fallback: 'ILS' },
  { pattern: /฿/, candidates: ['THB'], fallback: 'THB' },
  { pattern: /₫/, candidates: ['VND'], fallback: 'VND' },
  { pattern: /₱/, candidates: ['PHP'], fallback: 'PHP' },
  { pattern: /₴/, candidates: ['UAH'], fallback: 'UAH' },
  { pattern: word('zł'), candidates: ['PLN'], fallback: 'PLN' },
  { pattern: word('Kč'), candidates: ['CZK'], fallback: 'CZK' },
  { pattern: word('Ft'), candidates: ['HUF'], fallback: 'HUF' },
  { pattern: word('lei'), candidates: ['RON'], fallback: 'RON' },
  { pattern: word('Fr\\.'), candidates: ['CHF'], fallback: 'CHF' },
  { pattern: word('Rs\\.?'), candidates: ['INR', 'PKR', 'LKR', 'NPR'], fallback: 'INR' },
  { pattern: word('kr\\.?'), candidates: ['SEK', 'NOK', 'DKK', 'ISK'], fallback: null },
];

/** The currency of regions whose mark is shared ("$", "¥", "Rs", "kr"). */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  TW: 'TWD',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  PK: 'PKR',
  LK: 'LKR',
  NP: 'NPR',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
};

/**
 * Finds the currency a price text names. `before`/`after` are the text either side of the number:
 * an ISO code counts only right next to it ("EUR 12", "12 EUR"), so words like "TOP" or "ALL"
 * elsewhere in the text are not read as Tongan paʻanga or Albanian lek. Marks count anywhere.
 * What the text says beats the hint (a page that switched to USD must start a new series); the
 * hint only chooses among a shared mark's candidates. Two different currencies → conflict.
 */
export function detectCurrency(before: string, after: string, hint: string | undefined, locale: LocaleSeparators | null): CurrencyDetection {
  const found = new Set<string>();
  const codeBefore = /(?:^|[^A-Za-z])([A-Z]{3})[\s.:]*$/.exec(before)?.[1];
  const codeAfter = /^[\s.]*([A-Z]{3})(?![A-Za-z])/.exec(after)?.[1];
  for (const code of [codeBefore, codeAfter]) if (code && isCurrencyCode(code)) found.add(code);

  let rest = `${before} ${after}`;
  for (const mark of MARKS) {
    if (!mark.pattern.test(rest)) continue;
    rest = rest.replace(new RegExp(mark.pattern.source, `${mark.pattern.flags}g`), ' ');
    const resolved = resolveMark(mark, hint, locale);
    if (resolved === null) return { kind: 'conflict' };
    found.add(resolved);
  }
  if (found.size > 1) return { kind: 'conflict' };
  const [only] = found;
  if (only) return { kind: 'found', currency: only };
  return isCurrencyCode(hint) ? { kind: 'found', currency: hint.toUpperCase() } : { kind: 'none' };
}

function resolveMark(mark: Mark, hint: string | undefined, locale: LocaleSeparators | null): string | null {
  if (mark.candidates.length === 1) return mark.candidates[0];
  const upperHint = hint?.toUpperCase();
  if (upperHint && mark.candidates.includes(upperHint)) return upperHint;
  const regional = locale?.region ? REGION_CURRENCY[locale.region] : undefined;
  if (regional && mark.candidates.includes(regional)) return regional;
  return mark.fallback;
}
