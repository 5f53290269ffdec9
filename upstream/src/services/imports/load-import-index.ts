import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  companyDistributors,
  companyPartners,
  companyRetailers,
  contacts,
  monitoringPages,
  monitoringProducts,
  products,
  retailerCategories,
  retailerProducts,
} from '../../db/schema';
import type { ImportIndex, ProductValues, Ref, RetailerValues } from './import-index';
import { contactKey, emptyIndex, existing, listingKey, lower, pageKey, websiteDomain } from './import-index';
import { indexProduct, indexRetailer } from './index-keys';

/**
 * The company's catalogue by natural key, one query per table: brands by name, products by SKU,
 * UPC and name, retailers by name and website domain, listings by retailer and product, contacts by
 * email, partners and distributors by name, monitored products by catalogue product and their pages
 * by URL. The oldest record wins a key two records share.
 */
export async function loadImportIndex(db: Db, companyId: number): Promise<ImportIndex> {
  const index = emptyIndex();
  const brandById = new Map<number, ImportIndex['brands'] extends Map<string, infer R> ? R : never>();
  for (const b of await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.companyId, companyId)).orderBy(asc(brands.id))) {
    const ref = existing(index, b.id, { name: b.name });
    brandById.set(b.id, ref);
    if (!index.brands.has(lower(b.name))) index.brands.set(lower(b.name), ref);
  }
  const productById = new Map<number, Ref<ProductValues>>();
  for (const p of await db.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.id))) {
    const ref = existing<ProductValues>(index, p.id, {
      name: p.name,
      sku: p.sku,
      upc: p.upc,
      category: p.category,
      description: p.description,
      msrpCents: p.msrpCents,
      mapCents: p.mapCents,
      brand: p.brandId === null ? null : (brandById.get(p.brandId) ?? null),
    });
    productById.set(p.id, ref);
    indexProduct(index, ref);
  }
  const categoryById = new Map<number, { id: number; name: string }>();
  for (const c of await db.select().from(retailerCategories).where(eq(retailerCategories.companyId, companyId))) {
    const ref = { id: c.id, name: c.name };
    categoryById.set(c.id, ref);
    index.categories.set(lower(c.name), ref);
  }
  const retailerById = new Map<number, Ref<RetailerValues>>();
  for (const r of await db.select().from(companyRetailers).where(eq(companyRetailers.companyId, companyId)).orderBy(asc(companyRetailers.id))) {
    const category = r.categoryId === null ? null : (categoryById.get(r.categoryId) ?? null);
    const ref = existing<RetailerValues>(index, r.id, { name: r.name, website: r.website, locations: r.locations, category });
    retailerById.set(r.id, ref);
    indexRetailer(index, ref, websiteDomain(r.website));
  }
  const listingRows = await db
    .select({ l: retailerProducts })
    .from(retailerProducts)
    .innerJoin(companyRetailers, eq(companyRetailers.id, retailerProducts.companyRetailerId))
    .where(eq(companyRetailers.companyId, companyId));
  for (const { l } of listingRows) {
    const retailer = retailerById.get(l.companyRetailerId);
    const product = productById.get(l.productId);
    if (!retailer || !product) continue;
    const values = { retailer, product, retailerSku: l.retailerSku, priceCents: l.priceCents, url: l.url, status: l.status };
    index.listings.set(listingKey(retailer, product), existing(index, l.id, values));
  }
  for (const c of await db.select().from(contacts).where(eq(contacts.companyId, companyId)).orderBy(asc(contacts.id))) {
    const retailer = c.companyRetailerId === null ? null : (retailerById.get(c.companyRetailerId) ?? null);
    const values = { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone, title: c.title, retailer };
    const key = contactKey(values);
    if (!index.contacts.has(key)) index.contacts.set(key, existing(index, c.id, values));
  }
  for (const [table, map] of [
    [companyPartners, index.partners],
    [companyDistributors, index.distributors],
  ] as const) {
    for (const p of await db
      .select({ id: table.id, name: table.name, website: table.website })
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(asc(table.id))) {
      if (!map.has(lower(p.name))) map.set(lower(p.name), existing(index, p.id, { name: p.name, website: p.website }));
    }
  }
  await loadMonitoring(db, companyId, index, productById, retailerById);
  return index;
}

async function loadMonitoring(
  db: Db,
  companyId: number,
  index: ImportIndex,
  productById: Map<number, Ref<ProductValues>>,
  retailerById: Map<number, Ref<RetailerValues>>,
) {
  const mps = await db.select().from(monitoringProducts).where(eq(monitoringProducts.companyId, companyId)).orderBy(asc(monitoringProducts.id));
  const mpById = new Map<number, ImportIndex['monitoringProducts'] extends Map<number, infer R> ? R : never>();
  for (const m of mps) {
    const product = m.productId === null ? undefined : productById.get(m.productId);
    if (!product || index.monitoringProducts.has(product.uid)) continue;
    const values = { product, name: m.name, sku: m.sku, gtin: m.gtin, mapAmount: m.mapAmount, mapCurrency: m.mapCurrency };
    const ref = existing(index, m.id, values);
    index.monitoringProducts.set(product.uid, ref);
    mpById.set(m.id, ref);
  }
  if (mpById.size === 0) return;
  const pages = await db
    .select({
      id: monitoringPages.id,
      mp: monitoringPages.monitoringProductId,
      url: monitoringPages.url,
      normalizedUrl: monitoringPages.normalizedUrl,
      domain: monitoringPages.domain,
      variationId: monitoringPages.variationId,
      retailerId: monitoringPages.companyRetailerId,
    })
    .from(monitoringPages)
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
    .where(eq(monitoringProducts.companyId, companyId));
  for (const p of pages) {
    const mp = mpById.get(p.mp);
    if (!mp || p.variationId !== null) continue;
    const retailer = p.retailerId === null ? null : (retailerById.get(p.retailerId) ?? null);
    index.pages.set(
      pageKey(mp, p.normalizedUrl),
      existing(index, p.id, { monitoringProduct: mp, url: p.url, normalizedUrl: p.normalizedUrl, domain: p.domain, retailer }),
    );
  }
}
