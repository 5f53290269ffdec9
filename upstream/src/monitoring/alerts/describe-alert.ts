import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringVariations } from '../../db/schema';
import type { RecordPriceResult } from '../record/record-price';
import { formatMoneyCode } from './format-money';
import { AVAILABILITY_WORDS } from './rule-hit';

/**
 * What every alert says beyond the rule's reason: the product and its variation, the retailer and
 * its page, and the value before and after ("price: 1,249.00 EUR → 1,199.00 EUR").
 */
export async function describeAlert(
  db: Db,
  ctx: { productName: string; variationId: number | null; retailer: string; pageUrl: string },
  observed: RecordPriceResult,
): Promise<{ subject: string; changes: string[] }> {
  const [variation] =
    ctx.variationId === null
      ? []
      : await db.select({ name: monitoringVariations.name }).from(monitoringVariations).where(eq(monitoringVariations.id, ctx.variationId)).limit(1);
  const subject = `${ctx.productName}${variation ? ` (${variation.name})` : ''} at ${ctx.retailer}, ${ctx.pageUrl}`;
  const { price, previous } = observed;
  const money = (amount: number | null, currency: string | null) => (amount === null || currency === null ? 'none' : formatMoneyCode(amount, currency));
  const changes: string[] = [];
  const before = previous ? money(previous.amount, previous.currency) : 'none';
  const after = money(price.amount, price.currency);
  if (before !== after) changes.push(`price: ${before} → ${after}`);
  if (previous && previous.availability !== price.availability)
    changes.push(`availability: ${AVAILABILITY_WORDS[previous.availability]} → ${AVAILABILITY_WORDS[price.availability]}`);
  return { subject, changes };
}
