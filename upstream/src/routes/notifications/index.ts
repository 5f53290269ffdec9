import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { listNotifications } from '../../services/notifications/list-notifications';
import { openNotification } from '../../services/notifications/open-notification';
import { listNotificationsRoute, openNotificationRoute } from './routes';

export const notificationsRouter = createRouter();
notificationsRouter.use('/notifications', requireAuth('notifications'));
notificationsRouter.use('/notifications/*', requireAuth('notifications'));

notificationsRouter.openapi(listNotificationsRoute, async (c) => {
  const q = c.req.valid('query');
  // `read` wins over the filter object when a client sends both.
  const flag = q.read ?? q['filter[read]'];
  const read = flag === undefined ? undefined : flag === 'true';
  return c.json(await listNotifications(c.var.deps.db, { userId: c.var.auth.user.id, read, page: q.page, perPage: q.per_page }), 200);
});

notificationsRouter.openapi(openNotificationRoute, async (c) => {
  const data = await openNotification(c.var.deps, c.var.auth.user.id, c.req.valid('param').notificationId);
  return c.json({ data }, 200);
});
