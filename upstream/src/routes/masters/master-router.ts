import { createRouter } from '../../lib/router';
import { createMasterLink } from '../../services/masters/create-master-link';
import { deleteMasterLink } from '../../services/masters/delete-master-link';
import { getMasterLink } from '../../services/masters/get-master-link';
import { listMasterLinks } from '../../services/masters/list-master-links';
import type { MasterKind } from '../../services/masters/master-kind';
import { updateMasterLink } from '../../services/masters/update-master-link';
import { idHook } from '../../lib/path-ids';
import { numericIds } from '../../lib/path-ids';
import { masterRoutes } from './master-routes';
import type { MasterRouteSpec } from './master-routes';

/** The router of one master link resource (master partners or master distributors). */
export function createMasterRouter(spec: MasterRouteSpec, kind: MasterKind) {
  const router = createRouter();
  const routes = masterRoutes(spec);

  router.openapi(
    numericIds(router, routes.list),
    async (c) => c.json(await listMasterLinks(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('query')), 200),
    idHook,
  );

  router.openapi(
    numericIds(router, routes.create),
    async (c) => c.json({ data: await createMasterLink(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('json')) }, 201),
    idHook,
  );

  router.openapi(
    numericIds(router, routes.get),
    async (c) => {
      const params = c.req.valid('param');
      return c.json({ data: await getMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName]) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, routes.update),
    async (c) => {
      const params = c.req.valid('param');
      return c.json({ data: await updateMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName], c.req.valid('json')) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, routes.remove),
    async (c) => {
      const params = c.req.valid('param');
      await deleteMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName]);
      return c.json({ message: `${spec.label} has been unlinked.` }, 200);
    },
    idHook,
  );

  return router;
}
