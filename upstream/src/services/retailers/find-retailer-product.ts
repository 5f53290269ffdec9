import { and, eq } from 'drizzle-orm';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { retailerProducts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryRetailerProducts } from './query-retailer-products';

/** One product listing of this retailer (the retailer's company was checked by the caller); 404 otherwise. */
export async function findRetailerProduct(db: Db, retailerId: number, retailerProductId: number): Promise<RetailerProduct> {
  const [row] = await queryRetailerProducts(db, { where: and(eq(retailerProducts.id, retailerProductId), eq(retailerProducts.companyRetailerId, retailerId)) });
  if (!row) throw notFound('Retailer product');
  return row;
}
