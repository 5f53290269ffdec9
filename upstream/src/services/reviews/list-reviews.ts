import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { ReviewListQuery } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { nameFilter } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { queryReviews } from './query-reviews';

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
