import { count, desc, eq, sql } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { paged, pageOffset } from '../../lib/paginate';
import { queryReviews } from '../reviews/read-reviews';

/** `GET …/retailers/{id}/reviews`: reviews of the company retailer, newest first (by review date, else when recorded). */
export async function listRetailerReviews(db: Db, companyRetailerId: number, { page, per_page }: PaginationQuery) {
  const where = eq(reviews.companyRetailerId, companyRetailerId);
  const [{ n }] = await db.select({ n: count() }).from(reviews).where(where);
  const orderBy = [desc(sql`coalesce(${reviews.reviewedAt}, ${reviews.createdAt})`), desc(reviews.id)];
  return paged(await queryReviews(db, { where, orderBy, limit: per_page, offset: pageOffset(page, per_page) }), n, page, per_page);
}
