import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { monitoringPages } from '../../db/schema';
import { notifyUser } from '../../services/notifications/notify-user';
import { alertRecipients } from './alert-recipients';
import { monitoringProductHref } from '@/lib/monitoring/paths';

/** Blocked fetches in a row after which people are told once (case 12). */
export const DEGRADED_AFTER_BLOCKS = 3;

/**
 * Tells the retailer's account owners and the product's followers (the company's admins when
 * nobody owns or follows it: alertRecipients), once, that a retailer keeps refusing the monitor. The claim on
 * `degraded_notice_at` is a conditional update, so two finishing workers cannot both send it; the
 * mark is cleared when the page recovers (finish-request), and a later streak is told again.
 */
export async function notifyDegraded(
  deps: AppDeps,
  page: { id: number; url: string; consecutiveBlocks: number },
  product: { id: number; companyId: number; name: string },
  retailer: string,
): Promise<boolean> {
  if (page.consecutiveBlocks < DEGRADED_AFTER_BLOCKS) return false;
  const now = deps.now();
  const claimed = await deps.db
    .update(monitoringPages)
    .set({ degradedNoticeAt: now })
    .where(and(eq(monitoringPages.id, page.id), isNull(monitoringPages.degradedNoticeAt)))
    .returning({ id: monitoringPages.id });
  if (claimed.length === 0) return false;
  const data = {
    kind: 'monitoring_degraded',
    title: product.name,
    message: `${product.name} at ${retailer}, ${page.url}: ${retailer} has blocked the monitor ${page.consecutiveBlocks} times in a row; prices there are not being updated.`,
    url: monitoringProductHref(product.companyId, product.id),
    monitoring_product_id: product.id,
    page_id: page.id,
    record: `monitoring_product:${product.id}`,
  };
  const { owners, followers } = await alertRecipients(deps.db, product.companyId, product.id, page.id);
  for (const userId of [...owners, ...followers]) await notifyUser(deps, userId, 'monitoring.degraded', data);
  return true;
}
