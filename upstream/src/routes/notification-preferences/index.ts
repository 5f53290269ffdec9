import { createResourceRouter } from '../../lib/resource-router';
import { presentNotificationPreferences, readNotificationPreferences } from '../../services/notification-mail/read-notification-preferences';
import { updateNotificationPreferences } from '../../services/notification-mail/update-notification-preferences';
import { getNotificationPreferencesRoute, updateNotificationPreferencesRoute } from './routes';

/** `user/notification-preferences`: the caller's own, an account setting (the `user` ability). */
const { router, route } = createResourceRouter({ tag: 'user', access: { ability: 'user' } });
export const notificationPreferencesRouter = router;

route(getNotificationPreferencesRoute, async (c) =>
  c.json({ data: presentNotificationPreferences(await readNotificationPreferences(c.var.deps.db, c.var.auth.user.id)) }, 200),
);

route(updateNotificationPreferencesRoute, async (c) =>
  c.json({ data: await updateNotificationPreferences(c.var.deps, c.var.auth.user.id, c.req.valid('json')) }, 200),
);
