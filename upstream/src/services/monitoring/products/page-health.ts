import type { PageStatus } from '@/lib/contract/monitoring/common';
import type { Health } from '@/lib/contract/monitoring/products';

const BLOCKED: readonly PageStatus[] = ['blocked', 'robots_disallowed', 'forbidden_target'];
const ATTENTION: readonly PageStatus[] = ['not_found', 'needs_offer_mapping', 'ambiguous_price', 'extraction_failed', 'fetch_failed', 'browser_unavailable'];

/**
 * One word for a product's pages: `blocked` when a retailer refuses us (anti-bot, robots, a refused
 * target) — a different fix than `attention` (the page or its extraction needs a person); `ok` when
 * at least one page was read and none needs anything; `pending` before any result (or all paused).
 */
export function pageHealth(statuses: Partial<Record<PageStatus, number>>): Health {
  const has = (list: readonly PageStatus[]) => list.some((s) => (statuses[s] ?? 0) > 0);
  if (has(BLOCKED)) return 'blocked';
  if (has(ATTENTION)) return 'attention';
  return (statuses.ok ?? 0) > 0 ? 'ok' : 'pending';
}
