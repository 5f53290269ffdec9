import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { companyRetailers, monitoringAlertRules, monitoringPages, monitoringProducts } from './db/schema';

/**
 * The demo company watches an espresso machine at two "retailers" served by the demo shop
 * (`npm run demo-shop`, started by `npm start`): 127.0.0.1 and localhost are two hosts, so two
 * domains as far as politeness goes. MAP 1,249.00 EUR; a rule opens a task below 1,200.00 EUR.
 * Change the price with `curl -X POST http://127.0.0.1:4500/admin/price -d '{"page":"espresso-machine","amount":"1199.00"}'`.
 */
export async function seedMonitoring(db: Db, input: { companyId: number; userId: number; workspaceId: number; shopPort: number }) {
  const [existing] = await db
    .select()
    .from(monitoringProducts)
    .where(and(eq(monitoringProducts.companyId, input.companyId), eq(monitoringProducts.name, 'Espresso machine')))
    .limit(1);
  if (existing) return existing;
  const retailer = async (name: string, website: string) =>
    (await db.insert(companyRetailers).values({ companyId: input.companyId, name, website }).returning())[0];
  const shopA = await retailer('Demo-Shop', `http://127.0.0.1:${input.shopPort}`);
  const shopB = await retailer('Kaffee-Markt', `http://localhost:${input.shopPort}`);
  const [product] = await db
    .insert(monitoringProducts)
    .values({ companyId: input.companyId, name: 'Espresso machine', brand: 'Barista', sku: 'ESP-1', mapAmount: 124900, mapCurrency: 'EUR', scheduleCron: '0 * * * *', createdBy: input.userId })
    .returning();
  const now = new Date();
  await db.insert(monitoringPages).values([
    { monitoringProductId: product.id, companyRetailerId: shopA.id, url: `http://127.0.0.1:${input.shopPort}/products/espresso-machine`, normalizedUrl: `http://127.0.0.1:${input.shopPort}/products/espresso-machine`, domain: '127.0.0.1', nextCheckAt: now },
    { monitoringProductId: product.id, companyRetailerId: shopB.id, url: `http://localhost:${input.shopPort}/products/kettle`, normalizedUrl: `http://localhost:${input.shopPort}/products/kettle`, domain: 'localhost', settings: { priceSelector: '.price', currency: 'EUR', locale: 'de-DE' }, nextCheckAt: now },
  ]);
  await db.insert(monitoringAlertRules).values({ monitoringProductId: product.id, kind: 'price_below', thresholdAmount: 120000, currency: 'EUR', action: 'task', workspaceId: input.workspaceId, cooldownMinutes: 60 });
  return product;
}
