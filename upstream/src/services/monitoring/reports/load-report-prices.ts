import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companyRetailers, monitoringPages, monitoringPrices } from '../../../db/schema';

export type ReportPrice = {
  id: number;
  pageId: number;
  variationId: number | null;
  amount: number | null;
  currency: string | null;
  availability: string;
  firstObservedAt: Date;
  lastObservedAt: Date;
  versionId: number | null;
  url: string;
  retailer: string | null;
};

/**
 * Every price point of the product's pages, oldest first, with the page's URL and retailer: what
 * the reports read (each keeps the points of its period; the overview also the latest one). Points
 * without a page (a manual price for a variation) name no page to prove anything with, so reports
 * leave them out.
 */
export async function loadReportPrices(db: Db, monitoringProductId: number): Promise<ReportPrice[]> {
  const P = monitoringPrices;
  const rows = await db
    .select({
      id: P.id,
      pageId: P.pageId,
      variationId: P.variationId,
      amount: P.amount,
      currency: P.currency,
      availability: P.availability,
      firstObservedAt: P.firstObservedAt,
      lastObservedAt: P.lastObservedAt,
      versionId: P.versionId,
      url: monitoringPages.url,
      retailer: companyRetailers.name,
    })
    .from(P)
    .innerJoin(monitoringPages, eq(monitoringPages.id, P.pageId))
    .leftJoin(companyRetailers, eq(companyRetailers.id, monitoringPages.companyRetailerId))
    .where(and(eq(P.monitoringProductId, monitoringProductId), isNotNull(P.pageId)))
    .orderBy(asc(P.firstObservedAt), asc(P.id));
  return rows.map((r) => ({ ...r, pageId: r.pageId as number }));
}
