import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { monitoringProducts } from '../../db/schema';
import type { RecordPriceResult } from '../../monitoring/record/record-price';
import { toPriceResource } from '../monitoring/prices/to-price-resource';
import { emitWebhookEvent } from './emit-webhook-event';

/**
 * `monitoring.price_changed` for the company's endpoints: a price point whose amount, currency or
 * availability differs from the series' last (a first observation or a repeat is no change).
 * Called by recordPriceObservation, which every price (scraped or typed in) goes through; with the
 * observation's own `db` (a manual price's request transaction, or the monitor's connection).
 */
export async function emitPriceChanged(db: Db, observed: RecordPriceResult): Promise<void> {
  if (observed.change === 'first' || observed.change === 'unchanged' || !observed.previous) return;
  const { price, previous, change } = observed;
  const [product] = await db
    .select({ companyId: monitoringProducts.companyId, name: monitoringProducts.name })
    .from(monitoringProducts)
    .where(eq(monitoringProducts.id, price.monitoringProductId))
    .limit(1);
  if (!product) return;
  // No nudge here (the monitor has no request): the sender's poll picks it up within seconds.
  await emitWebhookEvent({ db, now: () => new Date() }, { companyId: product.companyId }, 'monitoring.price_changed', () => ({
    monitoring_product_id: price.monitoringProductId,
    product_name: product.name,
    page_id: price.pageId,
    variation_id: price.variationId,
    change,
    price: toPriceResource(price),
    previous: toPriceResource(previous),
  }));
}

export type AlertFired = {
  id: number;
  ruleId: number;
  action: string;
  companyId: number;
  monitoringProductId: number;
  productName: string;
  pageId: number;
  pageUrl: string;
  retailer: string;
  priceId: number;
  versionId: number | null;
  message: string;
  url: string;
};

/** `monitoring.alert_fired` for the company's endpoints: one alert event of a rule (evaluateAlerts). */
export async function emitAlertFired(deps: AppDeps, alert: AlertFired): Promise<void> {
  await emitWebhookEvent(deps, { companyId: alert.companyId }, 'monitoring.alert_fired', () => ({
    id: alert.id,
    rule_id: alert.ruleId,
    action: alert.action,
    monitoring_product_id: alert.monitoringProductId,
    product_name: alert.productName,
    page_id: alert.pageId,
    page_url: alert.pageUrl,
    retailer: alert.retailer,
    price_id: alert.priceId,
    version_id: alert.versionId,
    message: alert.message,
    url: alert.url,
  }));
}
