import { createResourceRouter } from '../../lib/resource-router';
import { createMasterLink } from '../../services/masters/create-master-link';
import { deleteMasterLink } from '../../services/masters/delete-master-link';
import { getMasterLink, listMasterLinks, MASTER_DISTRIBUTORS, MASTER_PARTNERS } from '../../services/masters/read-master-links';
import type { MasterKind } from '../../services/masters/read-master-links';
import { updateMasterLink } from '../../services/masters/update-master-link';
import { masterRoutes } from './routes';
import type { MasterRouteSpec } from './routes';

/**
 * `companies/{companyId}/master-partners[/{partnerId}]` and `…/master-distributors[/{distributorId}]`:
 * the company's links to entries of the shared partner and distributor directories.
 */
const { router, route } = createResourceRouter({ tag: 'master-partners', access: { ability: 'companies' } });
export const mastersRouter = router;

/** The five routes of one master link resource (master partners or master distributors). */
function registerMasterLinks(register: typeof route, spec: MasterRouteSpec, kind: MasterKind) {
  const routes = masterRoutes(spec);

  register(routes.list, async (c) => c.json(await listMasterLinks(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('query')), 200));

  register(routes.create, async (c) => c.json({ data: await createMasterLink(c.var.deps.db, kind, c.req.valid('param').companyId, c.req.valid('json')) }, 201));

  register(routes.get, async (c) => {
    const params = c.req.valid('param');
    return c.json({ data: await getMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName]) }, 200);
  });

  register(routes.update, async (c) => {
    const params = c.req.valid('param');
    return c.json({ data: await updateMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName], c.req.valid('json')) }, 200);
  });

  register(routes.remove, async (c) => {
    const params = c.req.valid('param');
    await deleteMasterLink(c.var.deps.db, kind, params.companyId, params[spec.idName]);
    return c.json({ message: `${spec.label} has been unlinked.` }, 200);
  });
}

registerMasterLinks(route, { segment: 'master-partners', idName: 'partnerId', label: 'Master partner' }, MASTER_PARTNERS);

const distributors = createResourceRouter({ tag: 'master-distributors', access: { ability: 'companies' } });
registerMasterLinks(distributors.route, { segment: 'master-distributors', idName: 'distributorId', label: 'Master distributor' }, MASTER_DISTRIBUTORS);
router.route('/', distributors.router);
