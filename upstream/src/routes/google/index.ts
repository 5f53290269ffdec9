import { createResourceRouter } from '../../lib/resource-router';
import { connectGoogle } from '../../services/google/connect-google';
import { disconnectGoogle } from '../../services/google/disconnect-google';
import { getGoogleStatus } from '../../services/google/get-google-status';
import { googleConnectRoute, googleDisconnectRoute, googleStatusRoute } from './routes';

/** Google Calendar connection of the signed-in user (an account setting: the `user` ability area). */
const { router, route } = createResourceRouter({ tag: 'google', access: { ability: 'user' } });
export const googleRouter = router;

route(googleStatusRoute, async (c) => c.json({ data: await getGoogleStatus(c.var.deps, c.var.auth.user.id) }, 200));

route(googleConnectRoute, async (c) => {
  const body = c.req.valid('json');
  const data = await connectGoogle(c.var.deps, { userId: c.var.auth.user.id, code: body.code, redirectUri: body.redirect_uri, state: body.state });
  return c.json({ data }, 200);
});

route(googleDisconnectRoute, async (c) => c.json({ data: await disconnectGoogle(c.var.deps, c.var.auth.user.id) }, 200));
