import type { SQL } from 'drizzle-orm';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RetailerProduct, retailerProductListQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { products, retailerProducts } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { fitsInteger } from '../../lib/fits-integer';
import { applyWindow, nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';

/** Retailer products as the contract's resource, with the product's name. */
export async function queryRetailerProducts(
  db: Db,
  q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<RetailerProduct[]> {
  const rows = await applyWindow(
    db
      .select({ rp: retailerProducts, productName: products.name })
      .from(retailerProducts)
      .innerJoin(products, eq(products.id, retailerProducts.productId))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map(({ rp, productName }) => ({
    id: rp.id,
    company_retailer_id: rp.companyRetailerId,
    product_id: rp.productId,
    product_name: productName,
    retailer_sku: rp.retailerSku,
    price_cents: rp.priceCents,
    url: rp.url,
    status: rp.status,
    created_at: rp.createdAt.toISOString(),
  }));
}

/** One product listing of this retailer (the retailer's company was checked by the caller); 404 otherwise. */
export async function findRetailerProduct(db: Db, retailerId: number, retailerProductId: number): Promise<RetailerProduct> {
  const [row] = await queryRetailerProducts(db, { where: and(eq(retailerProducts.id, retailerProductId), eq(retailerProducts.companyRetailerId, retailerId)) });
  if (!row) throw notFound('Retailer product');
  return row;
}

/**
 * The WHERE of a listings list (and the listings export): within `scope` (one retailer's listings,
 * or a company's), of one status, searched by the product's name (`products` is joined).
 */
export function retailerProductListWhere(scope: SQL, query: Pick<z.infer<typeof retailerProductListQuery>, 'status' | 'search'>): SQL | undefined {
  return and(scope, query.status === undefined ? undefined : eq(retailerProducts.status, query.status), nameFilter(products.name, query.search));
}

/** `GET …/retailers/{retailerId}/products`: paged, searched and sorted by the product's name; `status` filters. */
export async function listRetailerProducts(db: Db, retailerId: number, query: z.infer<typeof retailerProductListQuery>) {
  const { page, per_page, search, sort, status } = query;
  const where = retailerProductListWhere(eq(retailerProducts.companyRetailerId, retailerId), { status, search });
  const [{ n }] = await db.select({ n: count() }).from(retailerProducts).innerJoin(products, eq(products.id, retailerProducts.productId)).where(where);
  const orderBy = orderFor(sort, { name: products.name, createdAt: retailerProducts.createdAt, id: retailerProducts.id });
  const data = await queryRetailerProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/** A product named in a body (retailer product, review) must be one of this company's products: 422 otherwise. */
export async function assertCompanyProduct(db: Db, companyId: number, productId: number, field = 'product_id'): Promise<void> {
  const invalid = fieldError(field, 'The selected product is invalid.');
  if (!fitsInteger(productId)) throw invalid;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .limit(1);
  if (!row) throw invalid;
}
