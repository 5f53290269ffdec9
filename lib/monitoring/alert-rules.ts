import type { AlertKind } from '@/lib/contract/monitoring/common';
import type { AlertRule } from '@/lib/contract/monitoring/products';
import { minorToDecimal, parseMoneyInput } from './money';

/** One alert rule in the editor, as text. */
export type RuleDraft = {
  id: number | null;
  kind: AlertKind;
  threshold: string;
  currency: string;
  percent: string;
  variationId: string;
  cooldown: string;
  action: 'notify' | 'task';
  workspaceId: string;
  active: boolean;
};

export const newRule = (currency = 'EUR'): RuleDraft => ({
  id: null,
  kind: 'price_below',
  threshold: '',
  currency,
  percent: '',
  variationId: '',
  cooldown: '1440',
  action: 'notify',
  workspaceId: '',
  active: true,
});

export function ruleDraft(r: AlertRule): RuleDraft {
  return {
    id: r.id,
    kind: r.kind,
    threshold: r.threshold_amount !== null ? minorToDecimal(r.threshold_amount, r.currency) : '',
    currency: r.currency ?? 'EUR',
    percent: r.percent !== null ? String(r.percent) : '',
    variationId: r.variation_id ? String(r.variation_id) : '',
    cooldown: String(r.cooldown_minutes),
    action: r.action,
    workspaceId: r.workspace_id ? String(r.workspace_id) : '',
    active: r.active,
  };
}

/**
 * The `alert_rules` list of `PUT monitoring-products/{id}` (it replaces the list; a rule sent with
 * its id keeps it). Amounts typed as text become minor units; one that does not read as an amount
 * is an error under the rule's key, before anything is sent.
 */
export function rulesBody(drafts: readonly RuleDraft[]): { rules: Record<string, unknown>[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const rules = drafts.map((d, i) => {
    const priced = d.kind === 'price_below' || d.kind === 'price_above';
    let threshold: number | null = null;
    if (priced && d.threshold.trim() !== '') {
      threshold = parseMoneyInput(d.threshold, d.currency);
      if (threshold === null) errors[`alert_rules.${i}.threshold_amount`] = ['The threshold must be an amount such as 1200.00.'];
    }
    return {
      ...(d.id ? { id: d.id } : {}),
      kind: d.kind,
      threshold_amount: priced ? threshold : null,
      currency: priced ? d.currency.trim().toUpperCase() || null : null,
      percent: d.kind === 'price_change_pct' && d.percent.trim() !== '' ? Number(d.percent) : null,
      variation_id: d.variationId ? Number(d.variationId) : null,
      cooldown_minutes: d.cooldown.trim() === '' ? 1440 : Number(d.cooldown),
      action: d.action,
      workspace_id: d.action === 'task' && d.workspaceId ? Number(d.workspaceId) : null,
      active: d.active,
    };
  });
  return { rules, errors };
}
