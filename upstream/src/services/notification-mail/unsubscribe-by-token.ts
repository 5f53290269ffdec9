import { eq } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO } from '@/lib/contract/notification-kinds';
import type { UnsubscribeInfo } from '@/lib/contract/notification-preferences';
import type { AppDeps } from '../../app-env';
import { notificationPreferences, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readNotificationPreferences } from './read-notification-preferences';
import { readUnsubscribeToken } from './unsubscribe-token';

/** `jane@example.com` → `ja••@example.com`: enough to recognise one's own address in a forwarded link. */
const masked = (email: string) => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(local.length - 2, 1))}@${domain ?? ''}`;
};

async function resolve(deps: AppDeps, token: string) {
  const claim = readUnsubscribeToken(deps.config.notificationMail.linkSecret, token);
  // A forged, altered or truncated link names nobody.
  if (!claim) throw notFound('Unsubscribe link');
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, claim.userId)).limit(1);
  if (!user) throw notFound('Unsubscribe link');
  const prefs = await readNotificationPreferences(deps.db, claim.userId);
  return { ...claim, email: user.email, prefs };
}

const info = (r: Awaited<ReturnType<typeof resolve>>): UnsubscribeInfo => ({
  kind: r.kind,
  label: NOTIFICATION_KIND_INFO[r.kind].label,
  email: masked(r.email),
  unsubscribed: !r.prefs.channels[r.kind].email,
});

/** `GET unsubscribe?token=`: what the link would stop. Changes nothing (mail scanners follow links). */
export async function describeUnsubscribe(deps: AppDeps, token: string): Promise<UnsubscribeInfo> {
  return info(await resolve(deps, token));
}

/**
 * `POST unsubscribe?token=` (RFC 8058 one-click, and the app's confirm button): email of the
 * token's kind is off for its person; nothing else changes. Repeating it is harmless.
 */
export async function unsubscribeByToken(deps: AppDeps, token: string): Promise<UnsubscribeInfo> {
  const r = await resolve(deps, token);
  const channels = { ...r.prefs.channels, [r.kind]: { ...r.prefs.channels[r.kind], email: false } };
  await deps.db
    .insert(notificationPreferences)
    .values({ userId: r.userId, channels, emailMode: r.prefs.emailMode, digestHour: r.prefs.digestHour, timeZone: r.prefs.timeZone })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { channels, updatedAt: deps.now() } });
  return info({ ...r, prefs: { ...r.prefs, channels } });
}
