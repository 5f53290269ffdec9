import { and, eq, notInArray } from 'drizzle-orm';
import type { AlertRuleBody } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import { monitoringAlertRules } from '../../../db/schema';

/**
 * Replaces a product's rules with `rules` (validated by validateAlertRules): rules sent with their
 * id are updated in place so their `last_fired_at` (the cooldown) survives an edit; rules left out
 * are deleted; rules without an id are added.
 */
export async function writeAlertRules(db: Db, productId: number, rules: AlertRuleBody[], now: Date, userId: number): Promise<void> {
  const kept = rules.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const ofProduct = eq(monitoringAlertRules.monitoringProductId, productId);
  await db.delete(monitoringAlertRules).where(kept.length ? and(ofProduct, notInArray(monitoringAlertRules.id, kept)) : ofProduct);
  for (const rule of rules) {
    const values = {
      kind: rule.kind,
      // A threshold only means something for its kind: a rule switched to `availability_change` drops it.
      thresholdAmount: rule.kind === 'price_below' || rule.kind === 'price_above' ? rule.threshold_amount : null,
      currency: rule.kind === 'price_below' || rule.kind === 'price_above' ? rule.currency : null,
      percent: rule.kind === 'price_change_pct' ? rule.percent : null,
      variationId: rule.variation_id,
      cooldownMinutes: rule.cooldown_minutes,
      action: rule.action,
      workspaceId: rule.action === 'task' ? rule.workspace_id : null,
      active: rule.active,
    };
    if (rule.id === undefined) await db.insert(monitoringAlertRules).values({ ...values, monitoringProductId: productId, createdBy: userId });
    else
      await db
        .update(monitoringAlertRules)
        .set({ ...values, updatedAt: now })
        .where(and(ofProduct, eq(monitoringAlertRules.id, rule.id)));
  }
}
