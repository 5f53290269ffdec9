import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { connectGoogle } from '../../services/google/connect-google';
import { disconnectGoogle } from '../../services/google/disconnect-google';
import { getGoogleStatus } from '../../services/google/get-google-status';
import { googleConnectRoute, googleDisconnectRoute, googleStatusRoute } from './routes';

/** Google Calendar connection of the signed-in user (an account setting: the `user` ability area). */
export const googleRouter = createRouter();
googleRouter.use('/google/token', requireAuth('user'));

googleRouter.openapi(googleStatusRoute, async (c) => c.json({ data: await getGoogleStatus(c.var.deps, c.var.auth.user.id) }, 200));

googleRouter.openapi(googleConnectRoute, async (c) => {
  const body = c.req.valid('json');
  const data = await connectGoogle(c.var.deps, { userId: c.var.auth.user.id, code: body.code, redirectUri: body.redirect_uri, state: body.state });
  return c.json({ data }, 200);
});

googleRouter.openapi(googleDisconnectRoute, async (c) => c.json({ data: await disconnectGoogle(c.var.deps, c.var.auth.user.id) }, 200));
