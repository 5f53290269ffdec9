import { notFound } from '../../lib/errors';
import { createResourceRouter } from '../../lib/resource-router';
import { findIssuedImpersonation } from '../../services/tokens/find-issued-impersonation';
import { listWorkspaceRequests } from '../../services/workspaces/read-workspaces';
import { impersonate, listUsers, reviewRequest } from './handlers';
import { impersonateRoute, usersRoute, verifyRoute } from './routes';
import { approveRoute, disapproveRoute, pendingRoute } from './workspace-request-routes';

/** `superadmin/*`: the super-administrator's own session only (users, impersonation, workspace requests). */
const { router, route } = createResourceRouter({ tag: 'superadmin', access: 'superadmin' });
export const superadminRouter = router;

route(usersRoute, listUsers);

route(impersonateRoute, impersonate);

/**
 * Whether `token` is a live impersonation token the caller issued. The BFF asks before honouring a
 * `?impersonated_token=` link, so a link can only resume an administrator's own impersonation and
 * never switch anybody into an account whose token the sender happens to hold. 404 otherwise.
 */
route(verifyRoute, async (c) => {
  const { token } = c.req.valid('json');
  const { db, now } = c.var.deps;
  const found = await findIssuedImpersonation(db, token, c.var.auth.user.id, now());
  if (!found) throw notFound('Impersonation');
  return c.json({ data: { user_id: found.userId } }, 200);
});

/** The review of workspace requests (`/admin`). */
route(pendingRoute, async (c) => {
  const { page, per_page } = c.req.valid('query');
  return c.json(await listWorkspaceRequests(c.var.deps.db, c.var.auth.user.id, page, per_page), 200);
});

route(approveRoute, async (c) => {
  const { workspace_id, note } = c.req.valid('json');
  return c.json({ data: await reviewRequest(c.var.deps, c.var.auth.user, workspace_id, 'approved', note) }, 200);
});

route(disapproveRoute, async (c) => {
  const { workspace_id, note } = c.req.valid('json');
  return c.json({ data: await reviewRequest(c.var.deps, c.var.auth.user, workspace_id, 'disapproved', note) }, 200);
});
