import { reviewListQuery, reviewResource } from '@/lib/contract/relations';
import { companyRecordRoutes } from '../../lib/company-record-routes';

const routes = companyRecordRoutes({
  segment: 'reviews',
  idName: 'reviewId',
  resource: reviewResource,
  listQuery: reviewListQuery,
  listAnswer: "The company's reviews, paged, newest first",
  oneAnswer: 'The review, naming its product and retailer',
  fields:
    'JSON or form: rating (1–5), title, body, author, reviewed_at (YYYY-MM-DD), product_id (a product of this company), company_retailer_id (a retailer of this company).',
  updateNote: 'Only the fields sent change; an empty value (or null) clears an optional one. Admins only.',
  deleteDescription: 'Admins only.',
});

export const listReviewsRoute = routes.list;
export const createReviewRoute = routes.create;
export const showReviewRoute = routes.show;
export const updateReviewRoute = routes.update;
export const deleteReviewRoute = routes.remove;
