import { eq } from 'drizzle-orm';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS, type NotificationKind } from '@/lib/contract/notification-kinds';
import type { NotificationChannel, NotificationPreferences } from '@/lib/contract/notification-preferences';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/** A person's preferences with every default filled in (what routing and the mail job read). */
export type ResolvedPreferences = {
  channels: Record<NotificationKind, NotificationChannel>;
  emailMode: 'instant' | 'digest';
  digestHour: number;
  timeZone: string;
  /** Local minutes after midnight. */
  quiet: { from: number; to: number } | null;
  saved: boolean;
};

type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** No user has a stored time zone yet: UTC until they choose one. */
export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_DIGEST_HOUR = 8;

export function resolvePreferences(row: PreferencesRow | undefined): ResolvedPreferences {
  const channels = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...NOTIFICATION_KIND_INFO[kind].defaults, ...(row?.channels[kind] ?? {}) }]),
  ) as Record<NotificationKind, NotificationChannel>;
  return {
    channels,
    emailMode: row?.emailMode ?? 'instant',
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    quiet: row && row.quietFrom !== null && row.quietTo !== null ? { from: row.quietFrom, to: row.quietTo } : null,
    saved: row !== undefined,
  };
}

export async function readNotificationPreferences(db: Db, userId: number): Promise<ResolvedPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return resolvePreferences(row);
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function presentNotificationPreferences(p: ResolvedPreferences): NotificationPreferences {
  return {
    channels: p.channels,
    email_mode: p.emailMode,
    digest_hour: p.digestHour,
    time_zone: p.timeZone,
    quiet_hours: p.quiet ? { from: clock(p.quiet.from), to: clock(p.quiet.to) } : null,
    saved: p.saved,
  };
}
