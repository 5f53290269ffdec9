import { createRoute, z } from '@hono/zod-openapi';
import { dataOf, pageOf } from '@/lib/contract/common';
import { reviewListQuery, reviewResource } from '@/lib/contract/relations';
import { pathId } from '../../lib/path-ids';
import { deletedResponse, json, recordErrors as companyErrors } from '../../lib/router';

const companyParams = z.object({ companyId: pathId });
const reviewParams = z.object({ companyId: pathId, reviewId: pathId });
const one = json(dataOf(reviewResource), 'The review, naming its product and retailer');
const FIELDS =
  'JSON or form: rating (1–5), title, body, author, reviewed_at (YYYY-MM-DD), product_id (a product of this company), company_retailer_id (a retailer of this company).';

export const listReviewsRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/reviews',
  request: { params: companyParams, query: reviewListQuery },
  responses: { 200: json(pageOf(reviewResource), "The company's reviews, paged, newest first"), ...companyErrors },
});

export const createReviewRoute = createRoute({
  method: 'post',
  path: '/companies/{companyId}/reviews',
  description: `${FIELDS} Admins of a company team only.`,
  request: { params: companyParams },
  responses: { 201: one, ...companyErrors },
});

export const showReviewRoute = createRoute({
  method: 'get',
  path: '/companies/{companyId}/reviews/{reviewId}',
  request: { params: reviewParams },
  responses: { 200: one, ...companyErrors },
});

export const updateReviewRoute = createRoute({
  method: 'put',
  path: '/companies/{companyId}/reviews/{reviewId}',
  description: `${FIELDS} Only the fields sent change; an empty value (or null) clears an optional one. Admins only.`,
  request: { params: reviewParams },
  responses: { 200: one, ...companyErrors },
});

export const deleteReviewRoute = createRoute({
  method: 'delete',
  path: '/companies/{companyId}/reviews/{reviewId}',
  description: 'Admins only.',
  request: { params: reviewParams },
  responses: { 200: deletedResponse, ...companyErrors },
});
