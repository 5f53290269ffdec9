import type { OpenAPIHono } from '@hono/zod-openapi';
import { variationBody, variationUpdateBody } from '@/lib/contract/monitoring/variations';
import type { AppEnv } from '../../../app-env';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { createVariation } from '../../../services/monitoring/variations/create-variation';
import { deleteVariation } from '../../../services/monitoring/variations/delete-variation';
import { getVariation } from '../../../services/monitoring/variations/get-variation';
import { listVariations } from '../../../services/monitoring/variations/list-variations';
import { updateVariation } from '../../../services/monitoring/variations/update-variation';
import { readBody } from '../../../lib/request-body';
import { idHook } from '../../../lib/path-ids';
import { companyRoute } from '../../companies/route-kit';
import { createVariationRoute, deleteVariationRoute, getVariationRoute, listVariationsRoute, updateVariationRoute, variationBodies } from './routes';

/** `…/monitoring-products/{id}/variations`: team members read, team admins write; access before the body. */
export function registerVariationHandlers(router: OpenAPIHono<AppEnv>) {
  router.openapi(
    companyRoute(router, listVariationsRoute),
    async (c) => {
      const { companyId, monitoringProductId } = c.req.valid('param');
      const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json(await listVariations(c.var.deps.db, access, monitoringProductId, c.req.valid('query')), 200);
    },
    idHook,
  );
  router.openapi(
    companyRoute(router, createVariationRoute, variationBodies.create),
    async (c) => {
      const { companyId, monitoringProductId } = c.req.valid('param');
      const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      const body = parseOr422(variationBody, await readBody(c));
      return c.json({ data: await createVariation(c.var.deps, access, monitoringProductId, body) }, 201);
    },
    idHook,
  );
  router.openapi(
    companyRoute(router, getVariationRoute),
    async (c) => {
      const { companyId, monitoringProductId, variationId } = c.req.valid('param');
      const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json({ data: await getVariation(c.var.deps.db, access, monitoringProductId, variationId) }, 200);
    },
    idHook,
  );
  router.openapi(
    companyRoute(router, updateVariationRoute, variationBodies.update),
    async (c) => {
      const { companyId, monitoringProductId, variationId } = c.req.valid('param');
      const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      const sent = await readBody(c);
      return c.json({ data: await updateVariation(c.var.deps, access, monitoringProductId, variationId, parseOr422(variationUpdateBody, sent), sent) }, 200);
    },
    idHook,
  );
  router.openapi(
    companyRoute(router, deleteVariationRoute),
    async (c) => {
      const { companyId, monitoringProductId, variationId } = c.req.valid('param');
      const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      await deleteVariation(c.var.deps.db, access, monitoringProductId, variationId);
      return c.json({ message: 'Variation has been deleted.' }, 200);
    },
    idHook,
  );
}
