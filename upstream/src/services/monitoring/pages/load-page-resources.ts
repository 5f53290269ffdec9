import { desc, inArray } from 'drizzle-orm';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { Db } from '../../../db/client';
import { companyRetailers, monitoringPrices } from '../../../db/schema';
import type { PageRow } from './require-page';
import { toSettingsWire } from './settings-column';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Pages on the wire with their retailer's name and latest price point (two queries for the whole list). */
export async function loadPageResources(db: Db, rows: PageRow[]): Promise<MonitoringPage[]> {
  if (rows.length === 0) return [];
  const retailerIds = [...new Set(rows.flatMap((r) => (r.companyRetailerId === null ? [] : [r.companyRetailerId])))];
  const R = monitoringPrices;
  const [retailers, prices] = await Promise.all([
    retailerIds.length
      ? db.select({ id: companyRetailers.id, name: companyRetailers.name }).from(companyRetailers).where(inArray(companyRetailers.id, retailerIds))
      : [],
    db
      .selectDistinctOn([R.pageId], {
        pageId: R.pageId,
        amount: R.amount,
        listAmount: R.listAmount,
        currency: R.currency,
        availability: R.availability,
        source: R.source,
        at: R.lastObservedAt,
      })
      .from(R)
      .where(
        inArray(
          R.pageId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(R.pageId, desc(R.lastObservedAt), desc(R.id)),
  ]);
  return rows.map((r) => {
    const price = prices.find((p) => p.pageId === r.id);
    return {
      id: r.id,
      monitoring_product_id: r.monitoringProductId,
      url: r.url,
      normalized_url: r.normalizedUrl,
      domain: r.domain,
      variation_id: r.variationId,
      company_retailer_id: r.companyRetailerId,
      retailer_name: retailers.find((x) => x.id === r.companyRetailerId)?.name ?? null,
      fetch_mode: r.fetchMode,
      settings: toSettingsWire(r.settings),
      status: r.status,
      status_detail: r.statusDetail,
      consecutive_failures: r.consecutiveFailures,
      last_fetcher: r.lastFetcher,
      last_success_at: iso(r.lastSuccessAt),
      last_checked_at: iso(r.lastCheckedAt),
      next_check_at: iso(r.nextCheckAt),
      latest_price: price
        ? {
            amount: price.amount,
            list_amount: price.listAmount,
            currency: price.currency,
            availability: price.availability,
            source: price.source,
            observed_at: new Date(price.at).toISOString(),
          }
        : null,
      created_at: new Date(r.createdAt).toISOString(),
      updated_at: new Date(r.updatedAt).toISOString(),
    };
  });
}
