import type { OpenAPIHono } from '@hono/zod-openapi';
import { monitoringReviewBody, monitoringReviewUpdateBody } from '@/lib/contract/monitoring/reviews';
import type { AppEnv } from '../../../app-env';
import { parseOr422 } from '../../../lib/validation';
import { createManualReview } from '../../../services/monitoring/reviews/create-manual-review';
import { deleteManualReview } from '../../../services/monitoring/reviews/delete-manual-review';
import { listReviews } from '../../../services/monitoring/reviews/list-reviews';
import { requireReview } from '../../../services/monitoring/reviews/require-review';
import { toReviewResource } from '../../../services/monitoring/reviews/to-review-resource';
import { updateManualReview } from '../../../services/monitoring/reviews/update-manual-review';
import { readBody } from '../../../lib/request-body';
import { idHook } from '../../../lib/path-ids';
import { companyRoute } from '../../companies/route-kit';
import { productScope } from '../history-kit';
import { createReviewRoute, deleteReviewRoute, getReviewRoute, listReviewsRoute, reviewBodies, updateReviewRoute } from './routes';

/** `.../monitoring-products/{id}/reviews`: members read, admins write manual reviews; access before the body. */
export function registerReviewHandlers(router: OpenAPIHono<AppEnv>) {
  router.openapi(
    companyRoute(router, listReviewsRoute),
    async (c) => {
      const { product } = await productScope(c, c.req.valid('param'), 'read');
      return c.json(await listReviews(c.var.deps.db, product.id, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    companyRoute(router, createReviewRoute, reviewBodies.create),
    async (c) => {
      const { product } = await productScope(c, c.req.valid('param'), 'write');
      const body = parseOr422(monitoringReviewBody, await readBody(c));
      return c.json({ data: await createManualReview(c.var.deps.db, product.id, c.var.auth.user.id, body) }, 201);
    },
    idHook,
  );

  router.openapi(
    companyRoute(router, getReviewRoute),
    async (c) => {
      const { product } = await productScope(c, c.req.valid('param'), 'read');
      return c.json({ data: toReviewResource(await requireReview(c.var.deps.db, product.id, c.req.valid('param').reviewId)) }, 200);
    },
    idHook,
  );

  router.openapi(
    companyRoute(router, updateReviewRoute, reviewBodies.update),
    async (c) => {
      const { product } = await productScope(c, c.req.valid('param'), 'write');
      const { reviewId } = c.req.valid('param');
      await requireReview(c.var.deps.db, product.id, reviewId, { manual: true });
      const body = parseOr422(monitoringReviewUpdateBody, await readBody(c));
      return c.json({ data: await updateManualReview(c.var.deps.db, product.id, reviewId, body) }, 200);
    },
    idHook,
  );

  router.openapi(
    companyRoute(router, deleteReviewRoute),
    async (c) => {
      const { product } = await productScope(c, c.req.valid('param'), 'write');
      await deleteManualReview(c.var.deps.db, product.id, c.req.valid('param').reviewId);
      return c.json({ message: 'Review has been deleted.' }, 200);
    },
    idHook,
  );
}
