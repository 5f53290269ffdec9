import { monitoringProductBody, monitoringProductUpdateBody } from '@/lib/contract/monitoring/products';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { createMonitoringProduct } from '../../../services/monitoring/products/create-monitoring-product';
import { deleteMonitoringProduct } from '../../../services/monitoring/products/delete-monitoring-product';
import { getMonitoringProduct } from '../../../services/monitoring/products/get-monitoring-product';
import { listMonitoringProducts } from '../../../services/monitoring/products/list-monitoring-products';
import { updateMonitoringProduct } from '../../../services/monitoring/products/update-monitoring-product';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import {
  createMonitoringProductRoute,
  deleteMonitoringProductRoute,
  getMonitoringProductRoute,
  listMonitoringProductsRoute,
  monitoringProductBodies,
  updateMonitoringProductRoute,
} from './routes';

/** `companies/{companyId}/monitoring-products`: team members read, team admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringProductsRouter = router;

route(listMonitoringProductsRoute, async (c) => {
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json(await listMonitoringProducts(c.var.deps.db, access, c.req.valid('query')), 200);
});

route(
  createMonitoringProductRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const body = parseOr422(monitoringProductBody, await readBody(c));
    return c.json({ data: await createMonitoringProduct(deps, access, auth.user.id, body) }, 201);
  },
  { body: monitoringProductBodies.create },
);

route(getMonitoringProductRoute, async (c) => {
  const { companyId, monitoringProductId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getMonitoringProduct(c.var.deps.db, access, c.var.auth.user.id, monitoringProductId) }, 200);
});

route(
  updateMonitoringProductRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const { companyId, monitoringProductId } = c.req.valid('param');
    const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
    const sent = await readBody(c);
    return c.json(
      { data: await updateMonitoringProduct(deps, access, auth.user.id, monitoringProductId, parseOr422(monitoringProductUpdateBody, sent), sent) },
      200,
    );
  },
  { body: monitoringProductBodies.update },
);

route(deleteMonitoringProductRoute, async (c) => {
  const { companyId, monitoringProductId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteMonitoringProduct(c.var.deps.db, access, monitoringProductId);
  return c.json({ message: 'Monitoring product has been deleted.' }, 200);
});
