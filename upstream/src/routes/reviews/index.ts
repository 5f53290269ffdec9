import { reviewBody, reviewUpdateBody } from '@/lib/contract/relations';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createReview } from '../../services/reviews/create-review';
import { deleteReview } from '../../services/reviews/delete-review';
import { findReview, listReviews } from '../../services/reviews/read-reviews';
import { updateReview } from '../../services/reviews/update-review';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { createReviewRoute, deleteReviewRoute, listReviewsRoute, showReviewRoute, updateReviewRoute } from './routes';

/** `companies/{companyId}/reviews[/{reviewId}]`: members read, admins write; other companies' reviews are 404. */
const { router, route } = createResourceRouter({ tag: 'company reviews', access: { ability: 'companies' } });
export const reviewsRouter = router;

route(listReviewsRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listReviews(c.var.deps.db, companyId, c.req.valid('query')), 200);
});

route(
  createReviewRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await createReview(deps, companyId, parseOr422(reviewBody, input)) }, 201);
  },
  { body: jsonOrForm(reviewBody) },
);

route(showReviewRoute, async (c) => {
  const { companyId, reviewId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await findReview(c.var.deps.db, companyId, reviewId) }, 200);
});

route(
  updateReviewRoute,
  async (c) => {
    const { companyId, reviewId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await updateReview(deps, companyId, reviewId, parsePatch(reviewUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(reviewUpdateBody) },
);

route(deleteReviewRoute, async (c) => {
  const { companyId, reviewId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteReview(c.var.deps.db, companyId, reviewId);
  return c.json({ message: 'Review has been deleted.' }, 200);
});
