import { createResourceRouter } from '../../lib/resource-router';
import { describeUnsubscribe, unsubscribeByToken } from '../../services/notification-mail/unsubscribe-by-token';
import { describeUnsubscribeRoute, unsubscribeRoute } from './routes';

/** `unsubscribe?token=`: the links of notification mail, used without signing in (decision 0032). */
const { router, route } = createResourceRouter({ tag: 'notifications', access: 'public' });
export const unsubscribeRouter = router;

route(describeUnsubscribeRoute, async (c) => c.json({ data: await describeUnsubscribe(c.var.deps, c.req.valid('query').token) }, 200));

route(unsubscribeRoute, async (c) => c.json({ data: await unsubscribeByToken(c.var.deps, c.req.valid('query').token) }, 200));
