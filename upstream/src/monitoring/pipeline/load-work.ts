import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRetailers, monitoringDomains, monitoringPages, monitoringProducts, monitoringRequests, monitoringVariations } from '../../db/schema';

/** Everything one request needs, read once when it starts. */
export async function loadWork(db: Db, requestId: number) {
  const [row] = await db
    .select({ request: monitoringRequests, page: monitoringPages, product: monitoringProducts, retailer: companyRetailers.name })
    .from(monitoringRequests)
    .innerJoin(monitoringPages, eq(monitoringPages.id, monitoringRequests.pageId))
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
    .leftJoin(companyRetailers, eq(companyRetailers.id, monitoringPages.companyRetailerId))
    .where(eq(monitoringRequests.id, requestId))
    .limit(1);
  if (!row) return null;
  const [variation] =
    row.page.variationId === null ? [] : await db.select().from(monitoringVariations).where(eq(monitoringVariations.id, row.page.variationId)).limit(1);
  return { ...row, retailer: row.retailer ?? new URL(row.page.url).hostname, variation: variation ?? null };
}

export type Work = NonNullable<Awaited<ReturnType<typeof loadWork>>>;

/** The domain's Crawl-delay from its robots.txt, else the default. */
export async function crawlDelayOf(db: Db, domain: string, fallbackMs: number): Promise<number> {
  const [row] = await db.select({ ms: monitoringDomains.crawlDelayMs }).from(monitoringDomains).where(eq(monitoringDomains.domain, domain)).limit(1);
  return row?.ms ?? fallbackMs;
}
