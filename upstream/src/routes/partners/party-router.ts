import { createRouter } from '../../lib/router';
import { createCompanyParty } from '../../services/partners/create-company-party';
import { deleteCompanyParty } from '../../services/partners/delete-company-party';
import { getCompanyParty } from '../../services/partners/get-company-party';
import { listCompanyParties } from '../../services/partners/list-company-parties';
import type { PartyKind } from '../../services/partners/party-kind';
import { updateCompanyParty } from '../../services/partners/update-company-party';
import { numericIds } from '../../lib/path-ids';
import { idHook } from '../../lib/path-ids';
import { partyRoutes } from './party-routes';
import type { PartyRouteSpec } from './party-routes';

/** The router of one company party resource (partners or distributors): the "party" resource kit. */
export function createPartyRouter(spec: PartyRouteSpec, kind: PartyKind) {
  const router = createRouter();
  const routes = partyRoutes(spec);

  router.openapi(
    numericIds(router, routes.list),
    async (c) => c.json(await listCompanyParties(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('query')), 200),
    idHook,
  );

  router.openapi(
    numericIds(router, routes.create),
    async (c) => c.json({ data: await createCompanyParty(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('json')) }, 201),
    idHook,
  );

  router.openapi(
    numericIds(router, routes.get),
    async (c) => {
      const params = c.req.valid('param');
      return c.json({ data: await getCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName]) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, routes.update),
    async (c) => {
      const params = c.req.valid('param');
      return c.json({ data: await updateCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName], c.req.valid('json')) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, routes.remove),
    async (c) => {
      const params = c.req.valid('param');
      await deleteCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName]);
      return c.json({ message: `${spec.label} has been deleted.` }, 200);
    },
    idHook,
  );

  return router;
}
