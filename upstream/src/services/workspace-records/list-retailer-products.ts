import { asc, count, eq, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { products, retailerProducts } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { queryRetailerProducts } from '../retailers/read-retailer-products';

/** `GET …/retailers/{id}/products`: the products the company retailer lists, by product name. */
export async function listRetailerProducts(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(retailerProducts.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(retailerProducts).where(where);
  const orderBy = [asc(sql`lower(${products.name})`), asc(retailerProducts.id)];
  return paged(await queryRetailerProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}
