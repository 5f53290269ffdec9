import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { Review, ReviewListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyRetailers, products, reviews } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { applyWindow, nameFilter } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { laravelMessage } from '../../lib/validation';
import { assertCompanyProduct } from '../retailers/read-retailer-products';
import { assertCompanyRetailer } from '../retailers/read-retailers';

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

/** One review of this company; another company's review is a 404 under this path. */
export async function findReview(db: Db, companyId: number, reviewId: number): Promise<Review> {
  const [review] = await queryReviews(db, { where: and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId)) });
  if (!review) throw notFound('Review');
  return review;
}

const SORT_COLUMNS = { name: reviews.title, created_at: reviews.createdAt, rating: reviews.rating } as const;

/**
 * `GET companies/{id}/reviews`: paged, newest first by default; `search` matches title, body or
 * author; `product_id` and `company_retailer_id` narrow the list.
 */
export async function listReviews(db: Db, companyId: number, query: ReviewListQuery) {
  const { page, per_page, search, sort, product_id, company_retailer_id } = query;
  const where = and(
    eq(reviews.companyId, companyId),
    product_id === undefined ? undefined : eq(reviews.productId, product_id),
    company_retailer_id === undefined ? undefined : eq(reviews.companyRetailerId, company_retailer_id),
    search?.trim() ? or(nameFilter(reviews.title, search), nameFilter(reviews.body, search), nameFilter(reviews.author, search)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(where);
  const dir = sort.startsWith('-') ? desc : asc;
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const data = await queryReviews(db, { where, orderBy: [dir(column), dir(reviews.id)], limit: per_page, offset: pageOffset(page, per_page) });
  return paged(data, n, page, per_page);
}

/** A review's product and retailer, when given, must be this company's; both failures answer in one 422. */
export async function assertReviewLinks(db: Db, companyId: number, links: { productId?: number | null; retailerId?: number | null }): Promise<void> {
  const errors: Record<string, string[]> = {};
  const collect = async (check: () => Promise<void>) => {
    try {
      await check();
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      Object.assign(errors, error.errors);
    }
  };
  if (links.productId != null) await collect(() => assertCompanyProduct(db, companyId, links.productId as number));
  if (links.retailerId != null) await collect(() => assertCompanyRetailer(db, companyId, links.retailerId as number));
  if (Object.keys(errors).length) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
}
