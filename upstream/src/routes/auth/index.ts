import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createResourceRouter } from '../../lib/resource-router';
import { toUserResource } from '../../lib/user-resource';
import { requestLoginCode } from '../../services/auth/request-login-code';
import { signUp } from '../../services/auth/sign-up';
import { verifyCode } from '../../services/auth/verify-code';
import { notifyUser } from '../../services/notifications/notify-user';
import { revokeToken } from '../../services/tokens/revoke-token';
import { businessDataRoute, loginRoute, logoutRoute, signupRoute, verifyLoginRoute, verifySignupRoute } from './routes';

/** Signing up and in (public), then the calls of a signed-in user: business data, logout. */
const { router, route } = createResourceRouter({ tag: 'auth', access: 'public' });
export const authRouter = router;

route(signupRoute, async (c) => c.json(await signUp(c.var.deps, c.req.valid('json'), c.var.clientIp), 200));

route(loginRoute, async (c) => c.json(await requestLoginCode(c.var.deps, c.req.valid('json').email, c.var.clientIp), 200));

route(verifySignupRoute, async (c) => {
  const { email, code } = c.req.valid('json');
  const { token, user } = await verifyCode(c.var.deps, { email, code, purpose: 'signup', ip: c.var.clientIp });
  return c.json({ data: { token, user: toUserResource(user, c.var.deps.config) } }, 200);
});

route(verifyLoginRoute, async (c) => {
  const { email, code } = c.req.valid('json');
  const { token, user } = await verifyCode(c.var.deps, { email, code, purpose: 'login', ip: c.var.clientIp });
  // Other open sessions of this user learn about the sign-in live (a security notice).
  await notifyUser(c.var.deps, user.id, 'RecordCreated', {
    kind: 'new_sign_in',
    title: 'New sign-in',
    message: `Your account was signed in to on ${c.var.deps.now().toUTCString()}.`,
  });
  return c.json({ data: { token, user: toUserResource(user, c.var.deps.config) } }, 200);
});

const signedIn = createResourceRouter({ tag: 'auth', access: { ability: 'user' } });
signedIn.route(businessDataRoute, async (c) => {
  const body = c.req.valid('json');
  const { db, now, config } = c.var.deps;
  const business = { ...body, website: body.website || undefined };
  const [user] = await db.update(users).set({ business, updatedAt: now() }).where(eq(users.id, c.var.auth.user.id)).returning();
  return c.json({ data: toUserResource(user, config) }, 200);
});

signedIn.route(logoutRoute, async (c) => {
  await revokeToken(c.var.deps.db, c.var.auth.tokenId, c.var.deps.now());
  return c.json({ message: 'Logged out.' }, 200);
});
router.route('/', signedIn.router);
