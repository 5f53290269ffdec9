import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RetailerProduct } from '@/lib/contract/catalogue';
import type { Db } from '../../db/client';
import { products, retailerProducts } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';

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
