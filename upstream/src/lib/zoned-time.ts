/**
 * Local wall-clock times in an IANA zone without a library: Intl tells the zone's local fields of an
 * instant, and the instant of a local time is found from the zone's offset (DST included; a local
 * time inside a spring-forward gap lands just after it).
 */
import { localParts, zoneOffsetMs } from '@/lib/meetings/meeting-time';

/** The instant at which the zone's clocks show this local date and time (day may overflow: 32 = next month's 1st). */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The first instant strictly after `after` at which the local clock shows `minuteOfDay` (0–1439). */
export function nextLocalTime(after: Date, timeZone: string, minuteOfDay: number): Date {
  const p = localParts(after, timeZone);
  const [h, m] = [Math.floor(minuteOfDay / 60), minuteOfDay % 60];
  const today = zonedInstant(p.year, p.month, p.day, h, m, timeZone);
  return today.getTime() > after.getTime() ? today : zonedInstant(p.year, p.month, p.day + 1, h, m, timeZone);
}

/** The local calendar date of `instant` (`2026-12-08`). */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * When quiet hours [from, to) (local minutes; `from > to` spans midnight) hold `instant`, the
 * instant they end; otherwise null.
 */
export function quietHoursEnd(instant: Date, timeZone: string, from: number, to: number): Date | null {
  if (from === to) return null;
  const p = localParts(instant, timeZone);
  const now = p.hour * 60 + p.minute;
  const inside = from < to ? now >= from && now < to : now >= from || now < to;
  return inside ? nextLocalTime(instant, timeZone, to) : null;
}
