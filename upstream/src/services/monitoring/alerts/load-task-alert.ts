import { desc, eq } from 'drizzle-orm';
import type { TaskMonitoringAlert } from '@/lib/contract/monitoring/alert-links';
import { monitoringProductHref, pageVersionsHref } from '@/lib/monitoring/paths';
import type { Db } from '../../../db/client';
import { companyRetailers, monitoringAlertEvents, monitoringPages, monitoringPrices, monitoringProducts, monitoringVersions } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { latestPriceInSeries } from '../../../monitoring/record/record-price';
import { requireCompany } from '../../access/company-guard';

type PriceRow = typeof monitoringPrices.$inferSelect;
const money = (row: PriceRow | undefined) => (row && row.amount !== null && row.currency ? { amount: row.amount, currency: row.currency } : null);

/** Whether the reader may open the company's monitoring screens: the company's own read rule. */
async function canReadCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  try {
    await requireCompany(db, userId, companyId, 'read');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/**
 * For `GET tasks/{id}`: the alert that opened the task, if one did — the price it changed from and
 * to, the retailer, and links to the product and the page version recorded with that price. The
 * caller has already been allowed to read the task; the links are only given to readers who can
 * open the company's monitoring.
 */
export async function loadTaskAlert(db: Db, userId: number, taskId: number): Promise<TaskMonitoringAlert | null> {
  const [hit] = await db
    .select({ event: monitoringAlertEvents, product: { id: monitoringProducts.id, name: monitoringProducts.name, companyId: monitoringProducts.companyId } })
    .from(monitoringAlertEvents)
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringAlertEvents.monitoringProductId))
    .where(eq(monitoringAlertEvents.taskId, taskId))
    .orderBy(desc(monitoringAlertEvents.id))
    .limit(1);
  if (!hit) return null;
  const { event, product } = hit;
  const [[page], [price], [version], linked] = await Promise.all([
    event.pageId === null
      ? []
      : db
          .select({ url: monitoringPages.url, domain: monitoringPages.domain, retailer: companyRetailers.name })
          .from(monitoringPages)
          .leftJoin(companyRetailers, eq(companyRetailers.id, monitoringPages.companyRetailerId))
          .where(eq(monitoringPages.id, event.pageId)),
    event.priceId === null ? [] : db.select().from(monitoringPrices).where(eq(monitoringPrices.id, event.priceId)),
    event.versionId === null
      ? []
      : db
          .select({ id: monitoringVersions.id, number: monitoringVersions.number, snapshotId: monitoringVersions.snapshotId })
          .from(monitoringVersions)
          .where(eq(monitoringVersions.id, event.versionId)),
    canReadCompany(db, userId, product.companyId),
  ]);
  // What the price changed from: the series' row before it.
  const previous = price ? await latestPriceInSeries(db, price, price.firstObservedAt) : undefined;
  return {
    message: event.message,
    created_at: new Date(event.createdAt).toISOString(),
    product_name: product.name,
    retailer: page ? (page.retailer ?? page.domain) : null,
    page_url: page?.url ?? null,
    price: money(price),
    previous_price: money(previous),
    availability: price?.availability ?? null,
    previous_availability: previous?.availability ?? null,
    version_number: version?.number ?? null,
    product_url: linked ? monitoringProductHref(product.companyId, product.id) : null,
    version_url: linked && version ? pageVersionsHref(product.companyId, product.id, version.snapshotId, version.id) : null,
  };
}
