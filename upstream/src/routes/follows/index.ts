import type { Context } from 'hono';
import type { FollowKind } from '@/lib/contract/follows';
import type { AppEnv } from '../../app-env';
import { authenticateForFollows, followAbility } from '../../lib/follow-access';
import { createResourceRouter } from '../../lib/resource-router';
import { setFollowing } from '../../services/follows/follow-record';
import { getFollowState } from '../../services/follows/read-follows';
import { requireFollowable } from '../../services/follows/require-followable';
import { followRoute, getFollowRoute, unfollowRoute } from './routes';

/** `follows/{kind}/{recordId}`: read access to the record (the access module's guard for its kind), then the kind's token ability. */
const { router, route } = createResourceRouter({ tag: 'follows', access: { authenticate: authenticateForFollows } });
export const followsRouter = router;

async function load(c: Context<AppEnv>, kind: FollowKind, recordId: number) {
  const target = await requireFollowable(c.var.deps.db, c.var.auth.user.id, kind, recordId);
  followAbility(c, kind);
  return target;
}

route(getFollowRoute, async (c) => {
  const { kind, recordId } = c.req.valid('param');
  return c.json({ data: await getFollowState(c.var.deps.db, c.var.auth.user.id, await load(c, kind, recordId)) }, 200);
});

route(followRoute, async (c) => {
  const { kind, recordId } = c.req.valid('param');
  return c.json({ data: await setFollowing(c.var.deps.db, c.var.auth.user.id, await load(c, kind, recordId), true) }, 200);
});

route(unfollowRoute, async (c) => {
  const { kind, recordId } = c.req.valid('param');
  return c.json({ data: await setFollowing(c.var.deps.db, c.var.auth.user.id, await load(c, kind, recordId), false) }, 200);
});
