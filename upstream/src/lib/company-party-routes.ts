import { companyPartyBody, companyPartyResource, companyPartyUpdateBody } from '@/lib/contract/relations';
import { createCompanyParty } from '../services/partners/create-company-party';
import { deleteCompanyParty } from '../services/partners/delete-company-party';
import { getCompanyParty, listCompanyParties } from '../services/partners/read-company-parties';
import type { PartyKind } from '../services/partners/read-company-parties';
import { updateCompanyParty } from '../services/partners/update-company-party';
import { companyJsonRoutes } from './company-json-routes';
import type { createResourceRouter } from './resource-router';

/*
 * A company's partners and its distributors are the same resource over two tables: routes/partners
 * and routes/distributors each register these five routes on their own router.
 */

/** What differs between the company's partners and distributors routes. */
export type PartyRouteSpec = { segment: string; idName: string; label: string };

/** The five CRUD routes of a company party resource (`companies/{companyId}/<segment>[/{<idName>}]`). */
export function partyRoutes(spec: PartyRouteSpec) {
  return companyJsonRoutes({
    segment: spec.segment,
    idName: spec.idName,
    resource: companyPartyResource,
    body: companyPartyBody,
    updateBody: companyPartyUpdateBody,
    listAnswer: `The company's ${spec.segment}, paged`,
    createdAnswer: `The new ${spec.label.toLowerCase()}`,
    oneAnswer: `The ${spec.label.toLowerCase()}`,
    removedAnswer: 'Deleted',
    updateDescription: 'Only the fields sent change; an empty value (or null) clears one (the name cannot be cleared).',
  });
}

/** Registers the five routes with `route`, the `createResourceRouter` of partners or distributors. */
export function registerPartyRoutes(route: ReturnType<typeof createResourceRouter>['route'], spec: PartyRouteSpec, kind: PartyKind): void {
  const routes = partyRoutes(spec);

  route(routes.list, async (c) => c.json(await listCompanyParties(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('query')), 200));

  route(routes.create, async (c) => c.json({ data: await createCompanyParty(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('json')) }, 201));

  route(routes.get, async (c) => {
    const params = c.req.valid('param');
    return c.json({ data: await getCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName]) }, 200);
  });

  route(routes.update, async (c) => {
    const params = c.req.valid('param');
    return c.json({ data: await updateCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName], c.req.valid('json')) }, 200);
  });

  route(routes.remove, async (c) => {
    const params = c.req.valid('param');
    await deleteCompanyParty(c.var.deps.db, kind, params.companyId, params[spec.idName]);
    return c.json({ message: `${spec.label} has been deleted.` }, 200);
  });
}
