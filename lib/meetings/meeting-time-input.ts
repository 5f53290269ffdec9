/**
 * What the meeting forms add to meeting-time.ts: wall-clock inputs back to an instant with its
 * offset, and a new meeting's default slot. Apart, so the meetings list does not carry them.
 */
import { localParts, offsetMinutes, pad, zonedInputs } from './meeting-time';

/** "+01:00", "-05:30", "Z" for zero. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'Z';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A date and a wall-clock time in `tz` as an instant with its offset ("2026-11-23T09:30:00+01:00"),
 * or null when either is missing or malformed. A time skipped by a clock change moves forward with it.
 */
export function zonedToInstant(date: string, time: string, tz: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [y, m, day, h, mi] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (m < 1 || m > 12 || day < 1 || day > 31 || h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, m - 1, day, h, mi);
  if (new Date(wall).getUTCDate() !== day) return null;
  // The offset at the guess can differ from the offset at the answer around a clock change: settle it.
  let offset = offsetMinutes(wall, tz);
  const second = offsetMinutes(wall - offset * 60000, tz);
  if (second !== offset) offset = second;
  const ms = wall - offset * 60000;
  const local = localParts(ms, tz);
  return `${local.year}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}:00${formatOffset(offsetMinutes(ms, tz))}`;
}

/** Defaults of a new meeting: the next full hour for an hour, in the zone. */
export function defaultSlot(now: number, tz: string): { date: string; start: string; end: string } {
  const start = Math.ceil((now + 1) / 3_600_000) * 3_600_000;
  const a = zonedInputs(start, tz);
  const b = zonedInputs(start + 3_600_000, tz);
  // An hour that crosses midnight would end "before" it starts on the same date: end at 23:59 then.
  return { date: a.date, start: a.time, end: b.date === a.date ? b.time : '23:59' };
}
