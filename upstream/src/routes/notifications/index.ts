import { createResourceRouter } from '../../lib/resource-router';
import { listNotifications } from '../../services/notifications/list-notifications';
import { openNotification } from '../../services/notifications/open-notification';
import { markAllNotificationsRead } from '../../services/notifications/mark-all-notifications-read';
import { listNotificationsRoute, markAllReadRoute, openNotificationRoute } from './routes';

/** `notifications` and `notifications/{notificationId}`: the caller's own notifications. */
const { router, route } = createResourceRouter({ tag: 'notifications', access: { ability: 'notifications' } });
export const notificationsRouter = router;

route(listNotificationsRoute, async (c) => {
  const q = c.req.valid('query');
  // `read` wins over the filter object when a client sends both.
  const flag = q.read ?? q['filter[read]'];
  const read = flag === undefined ? undefined : flag === 'true';
  return c.json(
    await listNotifications(c.var.deps.db, {
      userId: c.var.auth.user.id,
      read,
      kind: q.kind,
      unreadFirst: q.unread_first === '1',
      page: q.page,
      perPage: q.per_page,
    }),
    200,
  );
});

route(markAllReadRoute, async (c) => c.json({ data: await markAllNotificationsRead(c.var.deps, c.var.auth.user.id) }, 200));

// Notification ids are UUIDs, not digits.
route(
  openNotificationRoute,
  async (c) => {
    const data = await openNotification(c.var.deps, c.var.auth.user.id, c.req.valid('param').notificationId);
    return c.json({ data }, 200);
  },
  { textIds: true },
);
