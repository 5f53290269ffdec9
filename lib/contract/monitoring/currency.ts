import { code as lookupCurrency } from 'currency-codes';

/**
 * Minor-unit digits of an ISO 4217 currency (EUR 2, JPY 0, KWD 3), or null for an unknown code.
 * The table comes from `currency-codes` so a new ISO publication is a dependency bump, not an edit.
 */
export function currencyDigits(code: string): number | null {
  const record = lookupCurrency(code.toUpperCase());
  return record ? record.digits : null;
}

export function isCurrencyCode(code: string | undefined | null): code is string {
  return typeof code === 'string' && /^[A-Za-z]{3}$/.test(code) && currencyDigits(code) !== null;
}
