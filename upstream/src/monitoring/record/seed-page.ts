import type { Db } from '../../db/client';
import { companies, companyRetailers, monitoringPages, monitoringProducts } from '../../db/schema';

let counter = 0;

/**
 * Test data: a company with one monitoring product and one page at a retailer, inserted directly
 * (for tests of the record services and the history routes that must not depend on other routes).
 */
export async function seedMonitoredPage(
  db: Db,
  opts: { companyId?: number; productId?: number; url?: string; retailer?: string; map?: { amount: number; currency: string } } = {},
): Promise<{ companyId: number; productId: number; pageId: number; retailerId: number }> {
  counter += 1;
  let companyId = opts.companyId;
  if (companyId === undefined) {
    const [company] = await db
      .insert(companies)
      .values({ name: `Company ${counter}`, subdomain: `company-${counter}-${Date.now()}` })
      .returning({ id: companies.id });
    companyId = company.id;
  }
  let productId = opts.productId;
  if (productId === undefined) {
    const [product] = await db
      .insert(monitoringProducts)
      .values({ companyId, name: `Monitored ${counter}`, mapAmount: opts.map?.amount ?? null, mapCurrency: opts.map?.currency ?? null })
      .returning({ id: monitoringProducts.id });
    productId = product.id;
  }
  const [retailer] = await db
    .insert(companyRetailers)
    .values({ companyId, name: opts.retailer ?? `Retailer ${counter}` })
    .returning({ id: companyRetailers.id });
  const url = opts.url ?? `https://shop-${counter}.example/p/${counter}`;
  const [page] = await db
    .insert(monitoringPages)
    .values({ monitoringProductId: productId, companyRetailerId: retailer.id, url, normalizedUrl: url, domain: new URL(url).hostname })
    .returning({ id: monitoringPages.id });
  return { companyId, productId, pageId: page.id, retailerId: retailer.id };
}
