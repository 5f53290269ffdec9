import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { monitoringAlertEvents, monitoringAlertRules } from '../../db/schema';
import { notifyUser } from '../../services/notifications/notify-user';
import { emitAlertFired } from '../../services/webhooks/emit-monitoring-events';
import { broadcastTask } from '../../services/tasks/broadcast-task';
import { insertTask } from '../../services/tasks/insert-task';
import type { RecordPriceResult } from '../record/record-price';
import { companyAdminId, companyMemberIds } from './company-member-ids';
import { monitoringProductHref } from '@/lib/monitoring/paths';
import { ruleHit } from './rule-hit';

export type AlertContext = {
  companyId: number;
  productId: number;
  productName: string;
  productCreatedBy: number | null;
  pageId: number;
  pageUrl: string;
  variationId: number | null;
  retailer: string;
  versionId: number | null;
};

/**
 * Runs the product's active rules on one recorded price observation. Each hit is an alert event,
 * unique per rule and price point (`dedupe_key` = the price row), so the next scrape at the same
 * price — which extends that row — opens nothing (case 13); a rule that fired less than its
 * cooldown ago stays quiet. `notify` tells every member of the company's teams; `task` opens a
 * task in the rule's workspace linked (on the event) to the price point and the version.
 * Returns the ids of the events created.
 */
export async function evaluateAlerts(deps: AppDeps, ctx: AlertContext, observed: RecordPriceResult): Promise<number[]> {
  const now = deps.now();
  const rules = await deps.db
    .select()
    .from(monitoringAlertRules)
    .where(
      and(
        eq(monitoringAlertRules.monitoringProductId, ctx.productId),
        eq(monitoringAlertRules.active, true),
        ctx.variationId === null
          ? isNull(monitoringAlertRules.variationId)
          : or(isNull(monitoringAlertRules.variationId), eq(monitoringAlertRules.variationId, ctx.variationId)),
      ),
    )
    .orderBy(monitoringAlertRules.id);
  const created: number[] = [];
  for (const rule of rules) {
    const message = ruleHit(rule, observed, ctx.retailer);
    if (!message) continue;
    if (rule.lastFiredAt && now.getTime() - rule.lastFiredAt.getTime() < rule.cooldownMinutes * 60_000) continue;
    const [event] = await deps.db
      .insert(monitoringAlertEvents)
      .values({
        ruleId: rule.id,
        monitoringProductId: ctx.productId,
        pageId: ctx.pageId,
        priceId: observed.price.id,
        versionId: ctx.versionId,
        dedupeKey: `price:${observed.price.id}`,
        message,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: monitoringAlertEvents.id });
    if (!event) continue;
    created.push(event.id);
    await deps.db.update(monitoringAlertRules).set({ lastFiredAt: now, updatedAt: now }).where(eq(monitoringAlertRules.id, rule.id));
    const url = monitoringProductHref(ctx.companyId, ctx.productId);
    await emitAlertFired(deps, {
      id: event.id,
      ruleId: rule.id,
      action: rule.action,
      companyId: ctx.companyId,
      monitoringProductId: ctx.productId,
      productName: ctx.productName,
      pageId: ctx.pageId,
      pageUrl: ctx.pageUrl,
      retailer: ctx.retailer,
      priceId: observed.price.id,
      versionId: ctx.versionId,
      message,
      url,
    });
    if (rule.action === 'task' && rule.workspaceId !== null) {
      const taskId = await openTask(deps, ctx, rule.createdBy, rule.workspaceId, message, url);
      if (taskId !== null) await deps.db.update(monitoringAlertEvents).set({ taskId }).where(eq(monitoringAlertEvents.id, event.id));
      continue;
    }
    const data = {
      kind: 'monitoring_alert',
      title: ctx.productName,
      message,
      url,
      monitoring_product_id: ctx.productId,
      page_id: ctx.pageId,
      price_id: observed.price.id,
      version_id: ctx.versionId,
      rule_id: rule.id,
    };
    for (const userId of await companyMemberIds(deps.db, ctx.companyId)) await notifyUser(deps, userId, 'monitoring.alert', data);
  }
  return created;
}

/**
 * The task is filed as the rule's author (who was allowed to create tasks in that workspace when
 * saving it), else the product's creator, else a company team admin (accounts can be deleted).
 * Returns null when the company has nobody left.
 */
async function openTask(deps: AppDeps, ctx: AlertContext, ruleAuthor: number | null, workspaceId: number, title: string, url: string): Promise<number | null> {
  const author = ruleAuthor ?? ctx.productCreatedBy ?? (await companyAdminId(deps.db, ctx.companyId));
  if (author === null) return null;
  const description = `${ctx.productName}: ${ctx.pageUrl}\nPrice history: ${url}`;
  const row = await insertTask(deps, author, { workspaceId, title, description });
  await broadcastTask(deps, row, 'taskUpdated');
  return row.id;
}
