import { randomUUID } from 'node:crypto';
import { notificationKindOf } from '@/lib/contract/notification-kinds';
import type { AppDeps } from '../../app-env';
import { notificationEmails, notifications } from '../../db/schema';
import { instantDueAt, nextDigestAt } from '../notification-mail/email-due-at';
import { readNotificationPreferences } from '../notification-mail/read-notification-preferences';

/**
 * Tells a user about an event, on the channels they chose for its kind (decision 0032):
 * - in-app: stores the notification and broadcasts it on their private channel, where Echo's
 *   `.notification()` receives `{ id, type, ...data }` (Laravel's BroadcastNotificationCreated shape);
 * - email: writes a pending-mail row in the same transaction (the write's, inside a request); the
 *   mail job sends it after commit, batched by record or in the daily digest. Never on this path.
 * Nobody is told about their own change (`data.actor_id === userId`). Answers the notification's id
 * (the stored row's when in-app is on).
 */
export async function notifyUser(deps: AppDeps, userId: number, type: string, data: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  if (data.actor_id === userId) return id;
  const kind = notificationKindOf(type);
  const prefs = await readNotificationPreferences(deps.db, userId);
  const channel = prefs.channels[kind];
  if (channel.in_app) {
    await deps.db.insert(notifications).values({ id, userId, type, data });
    await deps.publisher.notifyUser(userId, { id, type, ...data });
  }
  if (channel.email) {
    const now = deps.now();
    const digest = prefs.emailMode === 'digest';
    await deps.db.insert(notificationEmails).values({
      userId,
      notificationId: id,
      type,
      kind,
      recordKey: typeof data.record === 'string' ? data.record : null,
      data,
      digest,
      dueAt: digest ? nextDigestAt(prefs, now) : instantDueAt(prefs, now, deps.config.notificationMail.batchMs),
      createdAt: now,
    });
  }
  return id;
}
