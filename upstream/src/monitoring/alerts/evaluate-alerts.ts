import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { NotificationData } from '@/lib/contract/notification-kinds';
import { recordUrl } from '@/lib/routes/record-url';
import { monitoringAlertEvents, monitoringAlertRules, taskAssignees } from '../../db/schema';
import { autoFollow } from '../../services/follows/auto-follow';
import { workspaceUserIds } from '../../services/live/broadcast-to-workspaces';
import { notifyUser } from '../../services/notifications/notify-user';
import { emitAlertFired } from '../../services/webhooks/emit-monitoring-events';
import { addBusinessDays, localDate } from '../../services/reminders/reminder-dates';
import { broadcastTask } from '../../services/tasks/broadcast-task';
import { insertTask } from '../../services/tasks/insert-task';
import type { RecordPriceResult } from '../record/record-price';
import { alertRecipients, type AlertRecipients } from './alert-recipients';
import { companyAdminId } from './company-member-ids';
import { describeAlert } from './describe-alert';
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
 * price — which extends that row — opens nothing (case 13). A rule that fired less than its
 * cooldown ago stays quiet, so a price or stock that flaps (A → B → A → B) inside the cooldown
 * sends the first crossing only. The alert reaches the retailer's account owners and the
 * followers (alertRecipients; the company's admins when nobody owns or follows it), not the whole
 * company. `notify` tells them all; `task` opens a task in the rule's workspace, assigned to the
 * owners who are members there and due in ALERT_TASK_DUE_BUSINESS_DAYS business days, linked (on
 * the event) to the price point and the version: the assignees get TaskAssigned, the others the
 * alert. Returns the ids of the events created.
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
  let audience: { recipients: AlertRecipients; subject: string; changes: string[] } | null = null;
  for (const rule of rules) {
    const reason = ruleHit(rule, observed, ctx.retailer);
    if (!reason) continue;
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
        message: reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: monitoringAlertEvents.id });
    if (!event) continue;
    created.push(event.id);
    await deps.db.update(monitoringAlertRules).set({ lastFiredAt: now, updatedAt: now }).where(eq(monitoringAlertRules.id, rule.id));
    audience ??= {
      recipients: await alertRecipients(deps.db, ctx.companyId, ctx.productId, ctx.pageId),
      ...(await describeAlert(deps.db, ctx, observed)),
    };
    const { recipients, subject, changes } = audience;
    const url = monitoringProductHref(ctx.companyId, ctx.productId);
    const message = `${reason}. ${subject}${changes.length ? ` (${changes.join('; ')})` : ''}`;
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
    let assigned: number[] = [];
    if (rule.action === 'task' && rule.workspaceId !== null) {
      const opened = await openTask(deps, ctx, rule.createdBy, rule.workspaceId, recipients.owners, { title: reason, message, url });
      if (opened) {
        assigned = opened.assigneeIds;
        await deps.db.update(monitoringAlertEvents).set({ taskId: opened.taskId }).where(eq(monitoringAlertEvents.id, event.id));
      }
    }
    const data: NotificationData = {
      kind: 'monitoring_alert',
      title: ctx.productName,
      message,
      url,
      record: `monitoring_product:${ctx.productId}`,
      changes,
      monitoring_product_id: ctx.productId,
      page_id: ctx.pageId,
      price_id: observed.price.id,
      version_id: ctx.versionId,
      rule_id: rule.id,
    };
    for (const userId of [...recipients.owners, ...recipients.followers])
      if (!assigned.includes(userId)) await notifyUser(deps, userId, 'monitoring.alert', data);
  }
  return created;
}

/**
 * The task is filed as the rule's author (who was allowed to create tasks in that workspace when
 * saving it), else the product's creator, else a company team admin (accounts can be deleted), and
 * assigned to the retailer's account owners who are members of the workspace (an owner outside it
 * could not open the task: they get the alert instead). Each assignee gets TaskAssigned with the
 * alert's words. Returns null when the company has nobody left.
 */
async function openTask(
  deps: AppDeps,
  ctx: AlertContext,
  ruleAuthor: number | null,
  workspaceId: number,
  owners: number[],
  alert: { title: string; message: string; url: string },
): Promise<{ taskId: number; assigneeIds: number[] } | null> {
  const author = ruleAuthor ?? ctx.productCreatedBy ?? (await companyAdminId(deps.db, ctx.companyId));
  if (author === null) return null;
  const members = new Set(await workspaceUserIds(deps, [workspaceId]));
  const assigneeIds = owners.filter((id) => members.has(id));
  const description = `${alert.message}\nPrice history: ${alert.url}`;
  const dueDate = addBusinessDays(localDate(deps.now(), 'UTC'), deps.config.reminders.alertTaskDueBusinessDays);
  // Assigned here, not through insertTask, so nobody reads "<the rule's author> assigned you": the alert did.
  const row = await insertTask(deps, author, { workspaceId, title: alert.title, description, dueDate });
  if (assigneeIds.length) {
    const now = deps.now();
    await deps.db.insert(taskAssignees).values(assigneeIds.map((userId) => ({ taskId: row.id, userId, assignedBy: null, createdAt: now })));
    await autoFollow(deps.db, assigneeIds, 'task', row.id);
    const data: NotificationData = {
      kind: 'task_assigned',
      title: 'Task assigned',
      message: `Monitoring alert: ${alert.message}. Due ${dueDate}.`,
      url: recordUrl('task', row.id, workspaceId),
      record: `task:${row.id}`,
      monitoring_product_id: ctx.productId,
    };
    for (const userId of assigneeIds) await notifyUser(deps, userId, 'TaskAssigned', data);
  }
  await broadcastTask(deps, row, 'taskUpdated');
  return { taskId: row.id, assigneeIds };
}
