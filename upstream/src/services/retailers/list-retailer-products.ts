import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { retailerProductListQuery } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { products, retailerProducts } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { queryRetailerProducts } from './query-retailer-products';

/** `GET …/retailers/{retailerId}/products`: paged, searched and sorted by the product's name; `status` filters. */
export async function listRetailerProducts(db: Db, retailerId: number, query: z.infer<typeof retailerProductListQuery>) {
  const { page, per_page, search, sort, status } = query;
  const where = and(
    eq(retailerProducts.companyRetailerId, retailerId),
    status === undefined ? undefined : eq(retailerProducts.status, status),
    nameFilter(products.name, search),
  );
  const [{ n }] = await db.select({ n: count() }).from(retailerProducts).innerJoin(products, eq(products.id, retailerProducts.productId)).where(where);
  const orderBy = orderFor(sort, { name: products.name, createdAt: retailerProducts.createdAt, id: retailerProducts.id });
  const data = await queryRetailerProducts(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}
