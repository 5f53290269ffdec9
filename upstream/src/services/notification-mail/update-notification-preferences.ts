import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationPreferences, UpdateNotificationPreferencesBody } from '@/lib/contract/notification-preferences';
import type { AppDeps } from '../../app-env';
import { notificationEmails, notificationPreferences } from '../../db/schema';
import { nextDigestAt } from './email-due-at';
import { minutesOf, presentNotificationPreferences, readNotificationPreferences, resolvePreferences } from './read-notification-preferences';

/**
 * `PUT user/notification-preferences`: merges what was sent into the stored preferences (a field or
 * kind left out keeps its value). Mail already waiting follows the new choice: with a digest it goes
 * in the next one (at the new hour and zone); back to instant, it goes at once.
 */
export async function updateNotificationPreferences(deps: AppDeps, userId: number, body: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> {
  const current = await readNotificationPreferences(deps.db, userId);
  const quiet =
    body.quiet_hours === undefined ? current.quiet : body.quiet_hours && { from: minutesOf(body.quiet_hours.from), to: minutesOf(body.quiet_hours.to) };
  const values = {
    channels: { ...current.channels, ...body.channels },
    emailMode: body.email_mode ?? current.emailMode,
    digestHour: body.digest_hour ?? current.digestHour,
    timeZone: body.time_zone ? new Intl.DateTimeFormat('en-US', { timeZone: body.time_zone }).resolvedOptions().timeZone : current.timeZone,
    quietFrom: quiet?.from ?? null,
    quietTo: quiet?.to ?? null,
    updatedAt: deps.now(),
  };
  const [row] = await deps.db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  const next = resolvePreferences(row);
  const pending = and(eq(notificationEmails.userId, userId), isNull(notificationEmails.mailId));
  const now = deps.now();
  if (next.emailMode === 'digest') {
    await deps.db
      .update(notificationEmails)
      .set({ digest: true, dueAt: nextDigestAt(next, now) })
      .where(pending);
  } else if (current.emailMode === 'digest') {
    await deps.db
      .update(notificationEmails)
      .set({ digest: false, dueAt: now })
      .where(and(pending, eq(notificationEmails.digest, true)));
  }
  return presentNotificationPreferences(next);
}
