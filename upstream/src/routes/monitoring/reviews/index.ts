import { monitoringReviewBody, monitoringReviewUpdateBody } from '@/lib/contract/monitoring/reviews';
import { parseOr422 } from '../../../lib/validation';
import { createManualReview } from '../../../services/monitoring/reviews/create-manual-review';
import { deleteManualReview } from '../../../services/monitoring/reviews/delete-manual-review';
import { listReviews } from '../../../services/monitoring/reviews/list-reviews';
import { requireReview } from '../../../services/monitoring/reviews/require-review';
import { toReviewResource } from '../../../services/monitoring/reviews/to-review-resource';
import { updateManualReview } from '../../../services/monitoring/reviews/update-manual-review';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { productScope } from '../../../lib/monitoring-routes';
import { createReviewRoute, deleteReviewRoute, getReviewRoute, listReviewsRoute, reviewBodies, updateReviewRoute } from './routes';

/** `.../monitoring-products/{id}/reviews`: members read, admins write manual reviews; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringReviewsRouter = router;

route(listReviewsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json(await listReviews(c.var.deps.db, product.id, c.req.valid('query')), 200);
});

route(
  createReviewRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const body = parseOr422(monitoringReviewBody, await readBody(c));
    return c.json({ data: await createManualReview(c.var.deps.db, product.id, c.var.auth.user.id, body) }, 201);
  },
  { body: reviewBodies.create },
);

route(getReviewRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json({ data: toReviewResource(await requireReview(c.var.deps.db, product.id, c.req.valid('param').reviewId)) }, 200);
});

route(
  updateReviewRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const { reviewId } = c.req.valid('param');
    await requireReview(c.var.deps.db, product.id, reviewId, { manual: true });
    const body = parseOr422(monitoringReviewUpdateBody, await readBody(c));
    return c.json({ data: await updateManualReview(c.var.deps.db, product.id, reviewId, body) }, 200);
  },
  { body: reviewBodies.update },
);

route(deleteReviewRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'write');
  await deleteManualReview(c.var.deps.db, product.id, c.req.valid('param').reviewId);
  return c.json({ message: 'Review has been deleted.' }, 200);
});
