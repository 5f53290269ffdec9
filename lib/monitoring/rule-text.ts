import type { AlertKind } from '@/lib/contract/monitoring/common';
import type { AlertRule } from '@/lib/contract/monitoring/products';
import { formatMoney } from './money';

// Apart from the rules editor's drafts (alert-rules.ts): the product screen shows rules with this
// alone, and the editor loads when opened (decision 0014).
export const KIND_LABELS: Record<AlertKind, string> = {
  price_below: 'Price falls below',
  price_above: 'Price rises above',
  price_change_pct: 'Price changes by %',
  availability_change: 'Availability changes',
};

/** "Price falls below €1,200.00 → task" */
export function ruleText(r: AlertRule): string {
  const what =
    r.kind === 'price_below' || r.kind === 'price_above'
      ? `${KIND_LABELS[r.kind]} ${formatMoney(r.threshold_amount, r.currency)}`
      : r.kind === 'price_change_pct'
        ? `Price changes by ${r.percent ?? '?'}%`
        : KIND_LABELS[r.kind];
  return `${what} → ${r.action === 'task' ? 'open a task' : 'notify the team'}`;
}
