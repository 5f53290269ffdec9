import { and, eq, isNull } from 'drizzle-orm';
import type { AppNotification } from '@/lib/contract/account';
import type { AppDeps } from '../../app-env';
import { notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toNotificationResource } from './to-notification-resource';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Returns one of the user's notifications and marks it read. When that changes the unread count, a
 * `RecordViewed` event tells the user's other tabs to fetch it again. Someone else's id is a 404.
 */
export async function openNotification(deps: AppDeps, userId: number, id: string): Promise<AppNotification> {
  // Not a uuid cannot exist (and would be a Postgres cast error, not a 404).
  if (!UUID.test(id)) throw notFound('Notification');
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [marked] = await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(mine, isNull(notifications.readAt)))
    .returning();
  if (marked) {
    await deps.publisher.toUser(userId, 'RecordViewed', { id: marked.id });
    return toNotificationResource(marked);
  }
  const [row] = await deps.db.select().from(notifications).where(mine).limit(1);
  if (!row) throw notFound('Notification');
  return toNotificationResource(row);
}
