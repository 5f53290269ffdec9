import type { monitoringAlertRules } from '../../db/schema';
import type { PriceRow, RecordPriceResult } from '../record/record-price';
import { formatMoneyCode } from './format-money';
import { ruleHit } from './rule-hit';

type Rule = typeof monitoringAlertRules.$inferSelect;
const at = new Date('2026-03-01T12:00:00Z');
const rule = (over: Partial<Rule>): Rule => ({
  id: 1,
  monitoringProductId: 1,
  variationId: null,
  kind: 'price_below',
  thresholdAmount: null,
  currency: null,
  percent: null,
  cooldownMinutes: 0,
  action: 'notify',
  workspaceId: null,
  active: true,
  lastFiredAt: null,
  createdBy: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const price = (amount: number | null, currency: string | null, availability: PriceRow['availability'] = 'in_stock'): PriceRow => ({
  id: 7,
  monitoringProductId: 1,
  pageId: 1,
  variationId: null,
  amount,
  listAmount: null,
  currency,
  availability,
  source: 'jsonld',
  rawText: null,
  firstObservedAt: at,
  lastObservedAt: at,
  observedCount: 1,
  versionId: null,
  requestId: null,
  createdBy: null,
  createdAt: at,
  updatedAt: at,
});
const seen = (change: RecordPriceResult['change'], now: PriceRow, previous: PriceRow | null = null): RecordPriceResult => ({ change, price: now, previous });

describe('ruleHit', () => {
  const below = rule({ kind: 'price_below', thresholdAmount: 120000, currency: 'EUR' });

  it('price below: a new amount under the threshold in the rule’s currency (case 13 wording)', () => {
    expect(ruleHit(below, seen('changed', price(119900, 'EUR'), price(129900, 'EUR')), 'Demo-Shop')).toBe(
      'Price below 1,200.00 EUR at Demo-Shop: 1,199.00 EUR',
    );
    expect(ruleHit(below, seen('first', price(119900, 'EUR')), 'A')).not.toBeNull();
    expect(ruleHit(below, seen('changed', price(120000, 'EUR'), price(129900, 'EUR')), 'A')).toBeNull();
    expect(ruleHit(below, seen('unchanged', price(119900, 'EUR'), price(119900, 'EUR')), 'A')).toBeNull();
    // Only availability moved: the amount is not news.
    expect(ruleHit(below, seen('availability_changed', price(119900, 'EUR', 'out_of_stock'), price(119900, 'EUR')), 'A')).toBeNull();
  });

  it('never reads a currency switch as a drop (case 21), nor compares across currencies', () => {
    expect(ruleHit(below, seen('currency_changed', price(100000, 'USD'), price(129900, 'EUR')), 'A')).toBeNull();
    expect(ruleHit(below, seen('changed', price(100000, 'USD'), price(110000, 'USD')), 'A')).toBeNull();
    const pct = rule({ kind: 'price_change_pct', percent: 5 });
    expect(ruleHit(pct, seen('currency_changed', price(100000, 'USD'), price(129900, 'EUR')), 'A')).toBeNull();
  });

  it('price above, change in % (both ways, or drops only when negative), availability change', () => {
    expect(
      ruleHit(rule({ kind: 'price_above', thresholdAmount: 130000, currency: 'EUR' }), seen('changed', price(139900, 'EUR'), price(129900, 'EUR')), 'A'),
    ).toBe('Price above 1,300.00 EUR at A: 1,399.00 EUR');
    const both = rule({ kind: 'price_change_pct', percent: 5 });
    expect(ruleHit(both, seen('changed', price(139900, 'EUR'), price(129900, 'EUR')), 'A')).toBe('Price changed +7.7% at A: 1,299.00 EUR → 1,399.00 EUR');
    expect(ruleHit(both, seen('changed', price(127900, 'EUR'), price(129900, 'EUR')), 'A')).toBeNull();
    const drops = rule({ kind: 'price_change_pct', percent: -5 });
    expect(ruleHit(drops, seen('changed', price(139900, 'EUR'), price(129900, 'EUR')), 'A')).toBeNull();
    expect(ruleHit(drops, seen('changed', price(119900, 'EUR'), price(129900, 'EUR')), 'A')).toContain('-7.7%');
    const stock = rule({ kind: 'availability_change' });
    expect(ruleHit(stock, seen('availability_changed', price(9900, 'EUR', 'out_of_stock'), price(9900, 'EUR')), 'A')).toBe(
      'Availability changed at A: in stock → out of stock',
    );
    expect(ruleHit(stock, seen('first', price(9900, 'EUR', 'out_of_stock')), 'A')).toBeNull();
  });

  it('formats minor units with the currency’s digits', () => {
    expect(formatMoneyCode(1299, 'JPY')).toBe('1,299 JPY');
    expect(formatMoneyCode(1234567, 'KWD')).toBe('1,234.567 KWD');
  });
});
