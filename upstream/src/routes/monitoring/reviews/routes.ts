import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageMeta } from '@/lib/contract/common';
import {
  monitoringReviewBody,
  monitoringReviewListQuery,
  monitoringReviewResource,
  monitoringReviewUpdateBody,
  ratingPoint,
} from '@/lib/contract/monitoring/reviews';
import { json } from '../../../lib/router';
import { jsonDoc } from '../../../lib/resource-router';
import { pathId } from '../../../lib/path-ids';
import { deleted, historyErrors, PRODUCT_PATH, productIds } from '../../../lib/monitoring-routes';

const P = `${PRODUCT_PATH}/reviews`;
const itemParams = productIds.extend({ reviewId: pathId });
const one = json(dataOf(monitoringReviewResource), 'The review');
const listBody = z.object({ data: z.array(monitoringReviewResource), meta: pageMeta, rating_series: z.array(ratingPoint) });

export const listReviewsRoute = createRoute({
  method: 'get',
  path: P,
  description:
    'Reviews scraped from the product’s pages (deduplicated) and manual ones, newest published first, paged; filters page_id and source. `rating_series`: each page’s aggregate rating over time (one point per change of value or count).',
  request: { params: productIds, query: monitoringReviewListQuery },
  responses: { 200: json(listBody, 'A page of reviews and the rating series'), ...historyErrors },
});

export const createReviewRoute = createRoute({
  method: 'post',
  path: P,
  description:
    'JSON {page_id?, author?, rating (0-5, fractions allowed), title?, body, published_on? (YYYY-MM-DD)}: a manual review. The same review twice is a 422. Admins only.',
  request: { params: productIds },
  responses: { 201: one, ...historyErrors },
});

export const getReviewRoute = createRoute({
  method: 'get',
  path: `${P}/{reviewId}`,
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const updateReviewRoute = createRoute({
  method: 'put',
  path: `${P}/{reviewId}`,
  description: 'JSON, the fields sent change (null or "" clears author, title, published_on). Manual reviews only: a scraped one is a 422. Admins only.',
  request: { params: itemParams },
  responses: { 200: one, ...historyErrors },
});

export const deleteReviewRoute = createRoute({
  method: 'delete',
  path: `${P}/{reviewId}`,
  description: 'Manual reviews only: a scraped review is a 422 (it would come back with the next scrape of its page). Admins only.',
  request: { params: itemParams },
  responses: { 200: deleted('Deleted'), ...historyErrors },
});

export const reviewBodies = { create: jsonDoc(monitoringReviewBody), update: jsonDoc(monitoringReviewUpdateBody) };
