import { currencyDigits } from '@/lib/contract/monitoring/currency';

/** "1,199.00 EUR": minor units with the currency's digits, English grouping, the ISO code after. */
export function formatMoneyCode(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency) ?? 2;
  const value = new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amountMinor / 10 ** digits);
  return `${value} ${currency}`;
}
