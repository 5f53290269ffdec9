import { and, eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { companyRetailers, monitoringAlertRules, monitoringPages, monitoringProducts } from './db/schema';
import { normalizePageUrl } from './services/monitoring/pages/normalize-page-url';

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
    .values({
      companyId: input.companyId,
      name: 'Espresso machine',
      brand: 'Barista',
      sku: 'ESP-1',
      mapAmount: 124900,
      mapCurrency: 'EUR',
      scheduleCron: '0 * * * *',
      createdBy: input.userId,
    })
    .returning();
  const now = new Date();
  const page = (url: string) => ({ monitoringProductId: product.id, url, ...normalizePageUrl(url), nextCheckAt: now });
  await db.insert(monitoringPages).values([
    { ...page(`http://127.0.0.1:${input.shopPort}/products/espresso-machine`), companyRetailerId: shopA.id },
    {
      ...page(`http://localhost:${input.shopPort}/products/kettle`),
      companyRetailerId: shopB.id,
      settings: { priceSelector: '.price', currency: 'EUR', locale: 'de-DE' },
    },
  ]);
  await db.insert(monitoringAlertRules).values({
    monitoringProductId: product.id,
    kind: 'price_below',
    thresholdAmount: 120000,
    currency: 'EUR',
    action: 'task',
    workspaceId: input.workspaceId,
    cooldownMinutes: 60,
  });
  return product;
}
