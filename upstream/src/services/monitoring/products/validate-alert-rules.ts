import { and, eq, inArray } from 'drizzle-orm';
import type { AlertRuleBody } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import { monitoringAlertRules, monitoringVariations } from '../../../db/schema';
import { AppError, fieldError } from '../../../lib/errors';
import { requireContentWorkspaces } from '../../access/content-guard';

/**
 * Checks what a rule list names before anything is written: its ids are rules of this product, its
 * variations are variations of this product (none yet when `productId` is null: creating), and a
 * task rule's workspace is one where the caller may create tasks — the same guard `POST tasks` uses
 * (requireContentWorkspaces 'create'), answered here as a 422 on the field instead of a 404/403.
 */
export async function validateAlertRules(db: Db, userId: number, productId: number | null, rules: AlertRuleBody[]): Promise<void> {
  const ruleIds = rules.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const variationIds = rules.flatMap((r) => (r.variation_id === null ? [] : [r.variation_id]));
  const [knownRules, knownVariations] = await Promise.all([
    productId === null || ruleIds.length === 0
      ? []
      : db
          .select({ id: monitoringAlertRules.id })
          .from(monitoringAlertRules)
          .where(and(eq(monitoringAlertRules.monitoringProductId, productId), inArray(monitoringAlertRules.id, ruleIds))),
    productId === null || variationIds.length === 0
      ? []
      : db
          .select({ id: monitoringVariations.id })
          .from(monitoringVariations)
          .where(and(eq(monitoringVariations.monitoringProductId, productId), inArray(monitoringVariations.id, variationIds))),
  ]);
  const rulesOk = new Set(knownRules.map((r) => r.id));
  const variationsOk = new Set(knownVariations.map((v) => v.id));
  const seen = new Set<number>();
  for (const [i, rule] of rules.entries()) {
    if (rule.id !== undefined && (!rulesOk.has(rule.id) || seen.has(rule.id))) throw fieldError(`alert_rules.${i}.id`, 'The selected alert rule is invalid.');
    if (rule.id !== undefined) seen.add(rule.id);
    if (rule.variation_id !== null && !variationsOk.has(rule.variation_id))
      throw fieldError(`alert_rules.${i}.variation_id`, 'The selected variation is invalid.');
  }
  const checked = new Set<number>();
  for (const [i, rule] of rules.entries()) {
    if (rule.action !== 'task' || rule.workspace_id === null || checked.has(rule.workspace_id)) continue;
    try {
      await requireContentWorkspaces(db, userId, [rule.workspace_id], 'create');
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'NOT_FOUND' && error.code !== 'FORBIDDEN')) throw error;
      throw fieldError(
        `alert_rules.${i}.workspace_id`,
        error.code === 'FORBIDDEN' ? 'You cannot open tasks in this workspace.' : 'The selected workspace is invalid.',
      );
    }
    checked.add(rule.workspace_id);
  }
}
