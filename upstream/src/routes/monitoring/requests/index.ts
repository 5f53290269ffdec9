import { monitoringRequestBody, monitoringRequestUpdateBody } from '@/lib/contract/monitoring/requests';
import { parseOr422 } from '../../../lib/validation';
import { cancelRequest } from '../../../services/monitoring/requests/cancel-request';
import { deleteRequest } from '../../../services/monitoring/requests/delete-request';
import { listRequests } from '../../../services/monitoring/requests/list-requests';
import { requireRequest } from '../../../services/monitoring/requests/require-request';
import { scrapePageNow } from '../../../services/monitoring/requests/scrape-page-now';
import { toRequestResource } from '../../../services/monitoring/requests/to-request-resource';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { productScope } from '../../../lib/monitoring-routes';
import { createRequestRoute, deleteRequestRoute, getRequestRoute, listRequestsRoute, requestBodies, updateRequestRoute } from './routes';

/** `.../monitoring-products/{id}/requests`: members read, admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringRequestsRouter = router;

route(listRequestsRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json(await listRequests(c.var.deps.db, product.id, c.req.valid('query')), 200);
});

route(
  createRequestRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const body = parseOr422(monitoringRequestBody, await readBody(c));
    const { request, created } = await scrapePageNow(c.var.deps.db, product, body.page_id, c.var.auth.user.id);
    return created ? c.json({ data: request }, 201) : c.json({ data: request }, 200);
  },
  { body: requestBodies.create },
);

route(getRequestRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'read');
  return c.json({ data: toRequestResource(await requireRequest(c.var.deps.db, product.id, c.req.valid('param').requestId)) }, 200);
});

route(
  updateRequestRoute,
  async (c) => {
    const { product } = await productScope(c, c.req.valid('param'), 'write');
    const { requestId } = c.req.valid('param');
    // A request of another product is a 404 before its body is judged.
    await requireRequest(c.var.deps.db, product.id, requestId);
    parseOr422(monitoringRequestUpdateBody, await readBody(c));
    return c.json({ data: await cancelRequest(c.var.deps.db, product.id, requestId, c.var.deps.now()) }, 200);
  },
  { body: requestBodies.update },
);

route(deleteRequestRoute, async (c) => {
  const { product } = await productScope(c, c.req.valid('param'), 'write');
  const outcome = await deleteRequest(c.var.deps.db, product.id, c.req.valid('param').requestId, c.var.deps.now());
  return c.json({ message: outcome === 'cancelled' ? 'Request has been cancelled.' : 'Request has been deleted.' }, 200);
});
