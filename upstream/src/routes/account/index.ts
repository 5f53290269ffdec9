import { createResourceRouter } from '../../lib/resource-router';
import { authenticateAnyAbility } from '../../middleware/auth';
import { toUserResource } from '../../lib/user-resource';
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
import { createCustomToken, createFullAccessToken, listOwnTokens, regenerateToken, revokeOwnTokens, tokenInfo } from './token-handlers';
import { customTokenRoute, fullAccessTokenRoute, listTokensRoute, regenerateApiTokenRoute, revokeTokensRoute, tokenInfoRoute } from './token-routes';

/** The account calls of `user/*` beyond the profile itself: phone, people, default workspace, invites, tokens. */
const { router, route } = createResourceRouter({ tag: 'user', access: { ability: 'user' } });
export const accountRouter = router;

route(addPhoneRoute, async (c) => {
  const { phone } = c.req.valid('json');
  return c.json(await requestPhoneCode(c.var.deps, { userId: c.var.auth.user.id, phone, ip: c.var.clientIp }), 200);
});

route(verifyPhoneRoute, async (c) => {
  const user = await verifyPhoneCode(c.var.deps, { userId: c.var.auth.user.id, code: c.req.valid('json').code, ip: c.var.clientIp });
  return c.json({ data: toUserResource(user, c.var.deps.config) }, 200);
});

route(deletePhoneRoute, async (c) => {
  const user = await removePhone(c.var.deps, c.var.auth.user.id);
  return c.json({ data: toUserResource(user, c.var.deps.config) }, 200);
});

route(otherUsersRoute, async (c) => c.json({ data: await listOtherUsers(c.var.deps.db, c.var.auth.user.id) }, 200));

route(getDefaultWorkspaceRoute, async (c) => c.json({ data: await getDefaultWorkspace(c.var.deps.db, c.var.auth.user) }, 200));

route(setDefaultWorkspaceRoute, async (c) => {
  const data = await setDefaultWorkspace(c.var.deps, c.var.auth.user.id, c.req.valid('json').workspace_id);
  return c.json({ data }, 200);
});

route(workspaceApprovalRoute, async (c) => {
  const body = c.req.valid('json');
  return c.json(await requestWorkspaceApproval(c.var.deps, { user: c.var.auth.user, workspaceId: body.workspace_id, message: body.message }), 200);
});

route(invitesRoute, async (c) => c.json({ data: await listInvites(c.var.deps.db, c.var.auth.user) }, 200));

/** The caller's API tokens (`user/token-info`, `user/tokens`, `user/generate-*-token`, ...). */
const tokens = createResourceRouter({ tag: 'tokens', access: { ability: 'user' } });
tokens.route(listTokensRoute, listOwnTokens);
tokens.route(regenerateApiTokenRoute, regenerateToken);
tokens.route(fullAccessTokenRoute, createFullAccessToken);
tokens.route(customTokenRoute, createCustomToken);
router.route('/', tokens.router);

/** What any live token may do with itself, whatever its abilities: read itself, revoke itself. */
const self = createResourceRouter({ tag: 'tokens', access: { authenticate: authenticateAnyAbility } });
self.route(tokenInfoRoute, tokenInfo);
self.route(revokeTokensRoute, revokeOwnTokens);
router.route('/', self.router);
