import { createRouter } from '../../lib/router';
import { toUserResource } from '../../lib/user-resource';
import { requireAuth } from '../../middleware/auth';
import { getDefaultWorkspace } from '../../services/account/get-default-workspace';
import { listInvites } from '../../services/account/list-invites';
import { listOtherUsers } from '../../services/account/list-other-users';
import { requestWorkspaceApproval } from '../../services/account/request-workspace-approval';
import { setDefaultWorkspace } from '../../services/account/set-default-workspace';
import { removePhone } from '../../services/phone/remove-phone';
import { requestPhoneCode } from '../../services/phone/request-phone-code';
import { verifyPhoneCode } from '../../services/phone/verify-phone-code';
import {
  addPhoneRoute,
  deletePhoneRoute,
  getDefaultWorkspaceRoute,
  invitesRoute,
  otherUsersRoute,
  setDefaultWorkspaceRoute,
  verifyPhoneRoute,
  workspaceApprovalRoute,
} from './routes';
import { tokensRouter } from './tokens';

/** The account calls of `user/*` beyond the profile itself: phone, people, default workspace, invites, tokens. */
export const accountRouter = createRouter();
for (const path of ['/user/phone', '/user/other-users', '/user/default-workspace', '/user/workspace-approval', '/user/invites']) {
  accountRouter.use(path, requireAuth('user'));
}

accountRouter.openapi(addPhoneRoute, async (c) => {
  const { phone } = c.req.valid('json');
  return c.json(await requestPhoneCode(c.var.deps, { userId: c.var.auth.user.id, phone, ip: c.var.clientIp }), 200);
});

accountRouter.openapi(verifyPhoneRoute, async (c) => {
  const user = await verifyPhoneCode(c.var.deps, { userId: c.var.auth.user.id, code: c.req.valid('json').code, ip: c.var.clientIp });
  return c.json({ data: toUserResource(user, c.var.deps.config) }, 200);
});

accountRouter.openapi(deletePhoneRoute, async (c) => {
  const user = await removePhone(c.var.deps, c.var.auth.user.id);
  return c.json({ data: toUserResource(user, c.var.deps.config) }, 200);
});

accountRouter.openapi(otherUsersRoute, async (c) => c.json({ data: await listOtherUsers(c.var.deps.db, c.var.auth.user.id) }, 200));

accountRouter.openapi(getDefaultWorkspaceRoute, async (c) => c.json({ data: await getDefaultWorkspace(c.var.deps.db, c.var.auth.user) }, 200));

accountRouter.openapi(setDefaultWorkspaceRoute, async (c) => {
  const data = await setDefaultWorkspace(c.var.deps, c.var.auth.user.id, c.req.valid('json').workspace_id);
  return c.json({ data }, 200);
});

accountRouter.openapi(workspaceApprovalRoute, async (c) => {
  const body = c.req.valid('json');
  return c.json(await requestWorkspaceApproval(c.var.deps, { user: c.var.auth.user, workspaceId: body.workspace_id, message: body.message }), 200);
});

accountRouter.openapi(invitesRoute, async (c) => c.json({ data: await listInvites(c.var.deps.db, c.var.auth.user) }, 200));

accountRouter.route('/', tokensRouter);
