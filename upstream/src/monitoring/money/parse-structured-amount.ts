import { currencyDigits, isCurrencyCode } from '@/lib/contract/monitoring/currency';
import { toMinorUnits } from './to-minor-units';
import { parsePrice } from './parse-price';
import type { ParsedPrice, ParsePriceOptions } from './parse-price';

/**
 * A price from structured data (JSON-LD `price`, microdata `content`, OpenGraph amount). schema.org
 * asks for a plain number with "." as the decimal mark, so "2879.2", 2879.2 and "1299" are read
 * strictly ("1.299" is 1.299, which EUR cannot hold → ambiguous, never 1299). Anything else
 * ("1.299,00 €" written by a careless shop) falls back to the display-text parser with the same hints.
 */
export function parseStructuredAmount(value: unknown, options: ParsePriceOptions): ParsedPrice {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!text) return { ok: false, reason: 'no_number' };
  const strict = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!strict) return parsePrice(text, options);
  if (!isCurrencyCode(options.currency)) return { ok: false, reason: 'no_currency' };
  const currency = options.currency.toUpperCase();
  const amountMinor = toMinorUnits(strict[1], strict[2] ?? '', currencyDigits(currency) ?? 2);
  return amountMinor === null ? { ok: false, reason: 'ambiguous' } : { ok: true, amountMinor, currency };
}
