import { asc, inArray } from 'drizzle-orm';
import type { Product } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { brands, productImages } from '../../db/schema';
import type { ProductRow } from './require-product';
import { toProductImageResource } from './to-product-image-resource';

/** Products as resources, in the order given: each with its brand's name and its images by position. */
export async function loadProductResources(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const brandIds = [...new Set(rows.flatMap((r) => (r.brandId === null ? [] : [r.brandId])))];
  const brandRows = brandIds.length ? await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)) : [];
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, rows.map((r) => r.id)))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    brand_id: row.brandId,
    brand_name: row.brandId === null ? null : (brandName.get(row.brandId) ?? null),
    name: row.name,
    description: row.description,
    sku: row.sku,
    upc: row.upc,
    category: row.category,
    msrp_cents: row.msrpCents,
    images: images.filter((i) => i.productId === row.id).map(toProductImageResource),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** One product as a resource. */
export async function loadProductResource(db: Db, row: ProductRow): Promise<Product> {
  const [product] = await loadProductResources(db, [row]);
  return product;
}
