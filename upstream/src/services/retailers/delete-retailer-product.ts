import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retailerProducts } from '../../db/schema';
import { findRetailerProduct } from './read-retailer-products';

/** `DELETE …/retailers/{retailerId}/products/{retailerProductId}`: the product stays in the catalogue. */
export async function deleteRetailerProduct(db: Db, retailerId: number, retailerProductId: number): Promise<void> {
  await findRetailerProduct(db, retailerId, retailerProductId);
  await db.delete(retailerProducts).where(eq(retailerProducts.id, retailerProductId));
}
