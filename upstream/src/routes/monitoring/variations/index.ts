import { variationBody, variationUpdateBody } from '@/lib/contract/monitoring/variations';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { createVariation } from '../../../services/monitoring/variations/create-variation';
import { deleteVariation } from '../../../services/monitoring/variations/delete-variation';
import { getVariation } from '../../../services/monitoring/variations/get-variation';
import { listVariations } from '../../../services/monitoring/variations/list-variations';
import { updateVariation } from '../../../services/monitoring/variations/update-variation';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { createVariationRoute, deleteVariationRoute, getVariationRoute, listVariationsRoute, updateVariationRoute, variationBodies } from './routes';

/** `…/monitoring-products/{id}/variations`: team members read, team admins write; access before the body. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const monitoringVariationsRouter = router;

route(listVariationsRoute, async (c) => {
  const { companyId, monitoringProductId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listVariations(c.var.deps.db, access, monitoringProductId, c.req.valid('query')), 200);
});
route(
  createVariationRoute,
  async (c) => {
    const { companyId, monitoringProductId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(variationBody, await readBody(c));
    return c.json({ data: await createVariation(c.var.deps, access, monitoringProductId, body) }, 201);
  },
  { body: variationBodies.create },
);
route(getVariationRoute, async (c) => {
  const { companyId, monitoringProductId, variationId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getVariation(c.var.deps.db, access, monitoringProductId, variationId) }, 200);
});
route(
  updateVariationRoute,
  async (c) => {
    const { companyId, monitoringProductId, variationId } = c.req.valid('param');
    const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const sent = await readBody(c);
    return c.json({ data: await updateVariation(c.var.deps, access, monitoringProductId, variationId, parseOr422(variationUpdateBody, sent), sent) }, 200);
  },
  { body: variationBodies.update },
);
route(deleteVariationRoute, async (c) => {
  const { companyId, monitoringProductId, variationId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteVariation(c.var.deps.db, access, monitoringProductId, variationId);
  return c.json({ message: 'Variation has been deleted.' }, 200);
});
