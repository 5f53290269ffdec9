import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Review } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyRetailers, products, reviews } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';

/** Reviews as the contract's resource, naming the product and retailer; `reviewed_at` is a date (YYYY-MM-DD). */
export async function queryReviews(db: Db, q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number }): Promise<Review[]> {
  const rows = await applyWindow(
    db
      .select({ r: reviews, productName: products.name, retailerName: companyRetailers.name })
      .from(reviews)
      .leftJoin(products, eq(products.id, reviews.productId))
      .leftJoin(companyRetailers, eq(companyRetailers.id, reviews.companyRetailerId))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map(({ r, productName, retailerName }) => ({
    id: r.id,
    company_id: r.companyId,
    product_id: r.productId,
    product_name: productName,
    company_retailer_id: r.companyRetailerId,
    company_retailer_name: retailerName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.author,
    reviewed_at: r.reviewedAt ? r.reviewedAt.toISOString().slice(0, 10) : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}
