import { asc, count, inArray } from 'drizzle-orm';
import type { AlertRule, MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Db } from '../../../db/client';
import { monitoringAlertRules, monitoringVariations } from '../../../db/schema';
import type { MonitoringProductRow } from '../require-monitoring-product';
import { scheduleText } from '../../../lib/schedule-text';
import { loadProductSummaries } from './load-product-summaries';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Resources for a page of products: rules, variation counts and summaries in a fixed number of queries. */
export async function loadMonitoringProducts(db: Db, rows: MonitoringProductRow[]): Promise<MonitoringProduct[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [rules, variationCounts, summaries] = await Promise.all([
    db.select().from(monitoringAlertRules).where(inArray(monitoringAlertRules.monitoringProductId, ids)).orderBy(asc(monitoringAlertRules.id)),
    db
      .select({ productId: monitoringVariations.monitoringProductId, n: count() })
      .from(monitoringVariations)
      .where(inArray(monitoringVariations.monitoringProductId, ids))
      .groupBy(monitoringVariations.monitoringProductId),
    loadProductSummaries(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    product_id: row.productId,
    name: row.name,
    brand: row.brand,
    gtin: row.gtin,
    mpn: row.mpn,
    sku: row.sku,
    map_amount: row.mapAmount,
    map_currency: row.mapCurrency,
    schedule_cron: row.scheduleCron,
    schedule_tz: row.scheduleTz,
    schedule_text: scheduleText(row.scheduleCron, row.scheduleTz),
    status: row.status,
    alert_rules: rules
      .filter((r) => r.monitoringProductId === row.id)
      .map(
        (r): AlertRule => ({
          id: r.id,
          kind: r.kind,
          threshold_amount: r.thresholdAmount,
          currency: r.currency,
          percent: r.percent,
          variation_id: r.variationId,
          cooldown_minutes: r.cooldownMinutes,
          action: r.action,
          workspace_id: r.workspaceId,
          active: r.active,
          last_fired_at: iso(r.lastFiredAt),
        }),
      ),
    variations_count: variationCounts.find((v) => v.productId === row.id)?.n ?? 0,
    summary: summaries.get(row.id) as MonitoringProduct['summary'],
    created_by: row.createdBy,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  }));
}
