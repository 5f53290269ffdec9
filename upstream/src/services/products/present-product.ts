import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Product, ProductBody, ProductImage } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { brands, productImages, products } from '../../db/schema';
import type { ProductRow } from './read-products';

export type ProductImageRow = typeof productImages.$inferSelect;

/** The contract's product image: its file as `/api/uploads/<name>`. */
export function toProductImageResource(row: Omit<ProductImageRow, 'createdAt'>): ProductImage {
  return { id: row.id, product_id: row.productId, image: `/api/uploads/${row.image}`, title: row.title, description: row.description, position: row.position };
}

type ImageJson = Omit<ProductImageRow, 'createdAt' | 'productId'> & { product_id: number };

/**
 * A product's brand name and images as columns of a select over `products`, so a page of products
 * comes in the page query's own round trip. Images by position, then id. The outer
 * product's columns sit in nested SQL: Drizzle writes a single-table select's own columns
 * unqualified, and an unqualified `id` inside these subqueries would be the image's or the brand's.
 */
export const productExtras = {
  brandName: sql<string | null>`(select ${brands.name} from ${brands} where ${eq(brands.id, products.brandId)})`,
  images: sql<ImageJson[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'image', i.image, 'title', i.title,
    'description', i.description, 'position', i.position) order by i.position, i.id), '[]'::json) from ${productImages} i where ${sql`i.product_id = ${products.id}`})`,
};

/** A product row with its extras as the contract's resource. */
export function toProductResource(row: ProductRow & { brandName: string | null; images: ImageJson[] }): Product {
  return {
    id: row.id,
    company_id: row.companyId,
    brand_id: row.brandId,
    brand_name: row.brandId === null ? null : row.brandName,
    name: row.name,
    description: row.description,
    sku: row.sku,
    upc: row.upc,
    category: row.category,
    msrp_cents: row.msrpCents,
    map_cents: row.mapCents,
    images: row.images.map(({ product_id, ...image }) => toProductImageResource({ ...image, productId: product_id })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One product as a resource. */
export async function loadProductResource(db: Db, row: ProductRow): Promise<Product> {
  const [extras] = await db.select(productExtras).from(products).where(eq(products.id, row.id));
  return toProductResource({ ...row, brandName: extras?.brandName ?? null, images: extras?.images ?? [] });
}

/** The columns of a product list's page query: the row and its extras. */
export const productListColumns = { ...getTableColumns(products), ...productExtras };

export type ProductValues = Partial<Omit<typeof products.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>>;

const OPTIONAL = { description: 'description', sku: 'sku', upc: 'upc', category: 'category' } as const;

/**
 * Column values from a validated product body. Creating (`sent` null), every field is set (empty →
 * null); editing, only the fields sent change and an empty one is cleared.
 */
export function productValues(parsed: Partial<ProductBody>, sent: Record<string, unknown> | null): ProductValues {
  const has = (key: string) => sent === null || key in sent;
  const out: ProductValues = {};
  if (parsed.name !== undefined) out.name = parsed.name;
  if (has('brand_id')) out.brandId = parsed.brand_id ?? null;
  for (const [field, column] of Object.entries(OPTIONAL)) {
    if (!has(field)) continue;
    const value = parsed[field as keyof typeof OPTIONAL];
    out[column] = value === undefined || value === '' ? null : value;
  }
  if (has('msrp_cents')) out.msrpCents = parsed.msrp_cents === undefined || parsed.msrp_cents === '' ? null : parsed.msrp_cents;
  if (has('map_cents')) out.mapCents = parsed.map_cents === undefined || parsed.map_cents === '' ? null : parsed.map_cents;
  return out;
}
