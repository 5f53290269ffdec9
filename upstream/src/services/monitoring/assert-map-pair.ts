import { fieldError } from '../../lib/errors';

/**
 * A MAP is an amount in a currency: both or neither. Checked on the values the row will hold (an
 * edit may send only one of them), so the message names the one that is missing.
 */
export function assertMapPair(amount: number | null, currency: string | null): void {
  if (amount !== null && currency === null) throw fieldError('map_currency', 'The MAP currency is required with a MAP amount.');
  if (amount === null && currency !== null) throw fieldError('map_amount', 'The MAP amount is required with a MAP currency.');
}
