import type { monitoringAlertRules } from '../../db/schema';
import type { RecordPriceResult } from '../record/record-price';
import { formatMoneyCode } from './format-money';

type Rule = typeof monitoringAlertRules.$inferSelect;
export const AVAILABILITY_WORDS: Record<string, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  preorder: 'pre-order',
  backorder: 'back-order',
  discontinued: 'discontinued',
  in_store_only: 'in store only',
  unknown: 'unknown',
};

/**
 * Whether a rule fires on one price observation, and the sentence that says why. Threshold rules
 * look at a new amount ('first' or 'changed'); a change in % and availability need the point
 * before. A currency switch ('currency_changed') is a new series and never a drop (case 21);
 * thresholds only compare amounts in the rule's own currency.
 */
export function ruleHit(rule: Rule, observed: RecordPriceResult, retailer: string): string | null {
  const { price, previous, change } = observed;
  if (change === 'currency_changed' || change === 'unchanged') return null;
  const amount = price.amount;
  const currency = price.currency;
  const at = `at ${retailer}`;
  if (rule.kind === 'price_below' || rule.kind === 'price_above') {
    if (change !== 'first' && change !== 'changed') return null;
    if (amount === null || currency === null || rule.thresholdAmount === null || rule.currency !== currency) return null;
    const below = rule.kind === 'price_below';
    if (below ? amount >= rule.thresholdAmount : amount <= rule.thresholdAmount) return null;
    return `Price ${below ? 'below' : 'above'} ${formatMoneyCode(rule.thresholdAmount, currency)} ${at}: ${formatMoneyCode(amount, currency)}`;
  }
  if (rule.kind === 'price_change_pct') {
    if (change !== 'changed' || !previous || previous.amount === null || previous.amount === 0 || amount === null || currency === null) return null;
    if (previous.currency !== currency || rule.percent === null) return null;
    const pct = ((amount - previous.amount) / previous.amount) * 100;
    // A positive threshold watches both directions; a negative one only drops of at least that size.
    if (rule.percent < 0 ? pct > rule.percent : Math.abs(pct) < rule.percent) return null;
    const sign = pct > 0 ? '+' : '';
    return `Price changed ${sign}${pct.toFixed(1)}% ${at}: ${formatMoneyCode(previous.amount, currency)} → ${formatMoneyCode(amount, currency)}`;
  }
  if (!previous || previous.availability === price.availability) return null;
  return `Availability changed ${at}: ${AVAILABILITY_WORDS[previous.availability]} → ${AVAILABILITY_WORDS[price.availability]}`;
}
