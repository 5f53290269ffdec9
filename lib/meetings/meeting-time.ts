/**
 * Meeting times. The API stores instants (UTC); the planner's zone is `time_zone`. Forms take a
 * date and wall-clock times in the browser's zone and send instants with their offset; lists show
 * the viewer's zone with its abbreviation, and the planner's when it differs.
 */
import { localParts, zoneOffsetMs } from '@/lib/dates/zoned-clock';
import { zoneIsItsAbbreviation, zoneName } from './zone-label';

export const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's IANA zone (UTC when the runtime does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone's offset from UTC at that instant, in minutes (Paris in winter: 60). */
export function offsetMinutes(ms: number, tz: string): number {
  return Math.round(zoneOffsetMs(ms, tz) / 60000);
}

/** An instant as the date and time inputs of a zone show it (`YYYY-MM-DD`, `HH:mm`). */
export function zonedInputs(instant: string | number, tz: string): { date: string; time: string } {
  const w = localParts(typeof instant === 'number' ? instant : Date.parse(instant), tz);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** The zone's short name at that instant ("CET", "EST", or "GMT+1" where English has none). */
export function zoneAbbreviation(ms: number, tz: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'short' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? tz;
}

const dayFormat = (tz: string) => new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = (tz: string) => new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' });

/** "Mon, Nov 23, 2026 · 9:30 AM – 10:00 AM CET"; an end on another day names that day too. */
export function formatRange(startsAt: string, endsAt: string, tz: string): string {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  const day = dayFormat(tz);
  const time = timeFormat(tz);
  const sameDay = zonedInputs(start, tz).date === zonedInputs(end, tz).date;
  const endText = sameDay ? time.format(end) : `${day.format(end)} · ${time.format(end)}`;
  return `${day.format(start)} · ${time.format(start)} – ${endText} ${zoneAbbreviation(start, tz)}`;
}

export type MeetingTimes = {
  /** In the viewer's zone. */
  viewer: string;
  /** In the planner's zone, with its name, when its offset differs from the viewer's; else null. */
  planner: string | null;
};

export function meetingTimes(m: { starts_at: string; ends_at: string; time_zone: string }, viewerTz: string): MeetingTimes {
  const start = Date.parse(m.starts_at);
  const viewer = formatRange(m.starts_at, m.ends_at, viewerTz);
  let plannerTz = m.time_zone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: plannerTz });
  } catch {
    plannerTz = 'UTC';
  }
  const differs = offsetMinutes(start, plannerTz) !== offsetMinutes(start, viewerTz);
  // The range ends with the zone's abbreviation; its name follows only when it adds something.
  const name = zoneIsItsAbbreviation(plannerTz, zoneAbbreviation(start, plannerTz)) ? '' : ` (${zoneName(plannerTz)})`;
  return { viewer, planner: differs ? `${formatRange(m.starts_at, m.ends_at, plannerTz)}${name}` : null };
}

/** The calendar tile of a row: "NOV" and "23" in the viewer's zone. */
export function dayTile(startsAt: string, tz: string): { month: string; day: string } {
  const ms = Date.parse(startsAt);
  return {
    month: new Intl.DateTimeFormat('en-US', { timeZone: tz, month: 'short' }).format(ms).toUpperCase(),
    day: new Intl.DateTimeFormat('en-US', { timeZone: tz, day: 'numeric' }).format(ms),
  };
}

/** A meeting is over once its end has passed. */
export const isOver = (m: { ends_at: string }, now: number) => Date.parse(m.ends_at) < now;
