import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { notifications } from '../../db/schema';

/**
 * `POST notifications/read-all`: every unread notification of the caller becomes read, in one
 * statement. When any did, a `RecordViewed` event tells the caller's other tabs to fetch their bell
 * again (as opening one does). Safe to repeat: a second call marks nothing.
 */
export async function markAllNotificationsRead(deps: AppDeps, userId: number): Promise<{ marked: number }> {
  const marked = await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (marked.length > 0) await deps.publisher.toUser(userId, 'RecordViewed', { all: true });
  return { marked: marked.length };
}
