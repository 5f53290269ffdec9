import { createResourceRouter } from '../../lib/resource-router';
import { requireCompany } from '../../services/access/company-guard';
import { requireWorkspace } from '../../services/access/guards';
import { listTrash } from '../../services/trash/list-trash';
import { restoreFromTrash } from '../../services/trash/restore-from-trash';
import { companyTrashRoute, myTrashRoute, restoreRoute, workspaceTrashRoute } from './routes';

/**
 * The trash (decision 0027): what a person deleted, what a workspace's managers or a company's
 * admins may restore, and the restore itself. The area `trash` is no token ability, so only
 * sessions and full-access tokens reach these routes.
 */
const { router, route } = createResourceRouter({ tag: 'trash', access: { ability: 'trash' } });
export const trashRouter = router;

route(myTrashRoute, async (c) => {
  const { deps, auth } = c.var;
  return c.json(await listTrash(deps.db, { deletedBy: auth.user.id }, c.req.valid('query'), deps.now()), 200);
});

route(workspaceTrashRoute, async (c) => {
  const { deps, auth } = c.var;
  const { workspaceId } = c.req.valid('param');
  await requireWorkspace(deps.db, auth.user.id, workspaceId, 'manage');
  return c.json(await listTrash(deps.db, { workspaceId }, c.req.valid('query'), deps.now()), 200);
});

route(companyTrashRoute, async (c) => {
  const { deps, auth } = c.var;
  const { companyId } = c.req.valid('param');
  await requireCompany(deps.db, auth.user.id, companyId, 'write');
  return c.json(await listTrash(deps.db, { companyId }, c.req.valid('query'), deps.now()), 200);
});

route(restoreRoute, async (c) => {
  const { deps, auth } = c.var;
  return c.json({ data: await restoreFromTrash(deps, auth.user.id, c.req.valid('param').trashId) }, 200);
});
