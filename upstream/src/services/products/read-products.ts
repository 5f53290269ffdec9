import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, eq } from 'drizzle-orm';
import type { Product, ProductImage } from '@/lib/contract/catalogue';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { brands, productImages, products } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { catalogueListReader } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import type { ProductImageRow } from './present-product';
import { loadProductResource, productListColumns, toProductImageResource, toProductResource } from './present-product';

export type ProductRow = typeof products.$inferSelect;

/** The product `productId` of company `companyId`; one of another company is a 404 like a missing one. */
export async function requireProduct(db: Db, companyId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound('Product');
  return row;
}

/** The image `imageId` of product `productId` of company `companyId`: 404 when any link of the chain is wrong. */
export async function requireProductImage(db: Db, companyId: number, productId: number, imageId: number): Promise<ProductImageRow> {
  await requireProduct(db, companyId, productId);
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .limit(1);
  if (!row) throw notFound('Image');
  return row;
}

const MAX_ID = 2_147_483_647;

/** A product's brand must be a brand of the same company: 422 on `brand_id` otherwise (another company's brand included). */
export async function assertCompanyBrand(db: Db, companyId: number, brandId: number): Promise<void> {
  const [row] =
    brandId > MAX_ID
      ? []
      : await db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.id, brandId), eq(brands.companyId, companyId)))
          .limit(1);
  if (!row) throw fieldError('brand_id', 'The selected brand is invalid.');
}

/** `GET companies/{id}/products/{productId}`: a product of that company with its brand name and images. */
export async function getProduct(db: Db, access: CompanyAccess, productId: number): Promise<Product> {
  return loadProductResource(db, await requireProduct(db, access.companyId, productId));
}

const keysOf = (sort: CatalogueListQuery['sort']) => orderKeysFor(sort, { name: products.name, createdAt: products.createdAt, id: products.id });

/** The page query; the prepared first pages and every other page share it. */
function pageQuery(db: Db, where: SQL | undefined, listTotal: SQL<number>, orderBy: SQL[], limit: number | Placeholder, offset: number) {
  return db
    .select({ ...productListColumns, listTotal })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** The opening request (no search, no brand) is prepared (decision 0015). */
const readProductsPage = catalogueListReader({ list: 'products', table: products, keysOf, pageQuery });

/** The WHERE of the products list (and its export): the company's products, searched by name, of one brand. */
export function productListWhere(companyId: number, query: Pick<CatalogueListQuery, 'search'> & { brand_id?: number }): SQL | undefined {
  return and(
    eq(products.companyId, companyId),
    nameFilter(products.name, query.search),
    query.brand_id === undefined ? undefined : eq(products.brandId, query.brand_id),
  );
}

/** `GET companies/{id}/products`: paged, sorted and searched by name; `brand_id` narrows to one brand. */
export async function listProducts(
  db: Db,
  access: CompanyAccess,
  query: CatalogueListQuery & { brand_id?: number },
): Promise<{ data: Product[]; meta: PageMeta }> {
  const { page, per_page, search, brand_id } = query;
  const where = productListWhere(access.companyId, { search, brand_id });
  const { rows, total } = await readProductsPage(db, { companyId: access.companyId, query, where, otherFilter: brand_id !== undefined });
  return paged(rows.map(toProductResource), total, page, per_page);
}

/** `GET companies/{id}/products/{productId}/images`: the product's images in gallery order. */
export async function listProductImages(db: Db, access: CompanyAccess, productId: number): Promise<ProductImage[]> {
  await requireProduct(db, access.companyId, productId);
  const rows = await db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map(toProductImageResource);
}
