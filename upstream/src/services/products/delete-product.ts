import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { requireProduct } from './read-products';

/** `DELETE companies/{id}/products/{productId}` (admins). Its images, retailer listings and reviews go with it. */
export async function deleteProduct(db: Db, access: CompanyAccess, productId: number): Promise<void> {
  if (!access.canEdit) throw forbidden();
  await requireProduct(db, access.companyId, productId);
  await db.delete(products).where(eq(products.id, productId));
}
