import type { AppDeps } from '../../app-env';
import { notifications } from '../../db/schema';

/**
 * Stores a notification for a user and broadcasts it on their private channel, where Echo's
 * `.notification()` receives `{ id, type, ...data }` (Laravel's BroadcastNotificationCreated shape).
 */
export async function notifyUser(deps: AppDeps, userId: number, type: string, data: Record<string, unknown>): Promise<string> {
  const [row] = await deps.db.insert(notifications).values({ userId, type, data }).returning({ id: notifications.id });
  await deps.publisher.notifyUser(userId, { id: row.id, type, ...data });
  return row.id;
}
