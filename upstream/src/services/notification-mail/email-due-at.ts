import { nextLocalTime, quietHoursEnd } from '../../lib/zoned-time';
import type { ResolvedPreferences } from './read-notification-preferences';

/** When a daily digest written after `after` goes: the next digest hour in the person's zone. */
export function nextDigestAt(prefs: ResolvedPreferences, after: Date): Date {
  return nextLocalTime(after, prefs.timeZone, prefs.digestHour * 60);
}

/**
 * When an instant mail of a notification made at `at` goes: at the end of the batching window (what
 * else happens to the record meanwhile joins it), or, when that falls in the person's quiet hours,
 * when they end.
 */
export function instantDueAt(prefs: ResolvedPreferences, at: Date, batchMs: number): Date {
  const due = new Date(at.getTime() + batchMs);
  const quietEnd = prefs.quiet ? quietHoursEnd(due, prefs.timeZone, prefs.quiet.from, prefs.quiet.to) : null;
  return quietEnd ?? due;
}
