/**
 * Meeting times. The API stores instants (UTC); the planner's zone is `time_zone`. Forms take a
 * date and wall-clock times in the browser's zone and send instants with their offset; lists show
 * the viewer's zone with its abbreviation, and the planner's when it differs.
 *
 * The zone clock here (`localParts`, `zoneOffsetMs`) is also the upstream's, for its schedules
 * (upstream/src/lib/zoned-time.ts): one copy, in the module the meeting screens load anyway rather
 * than in a module of its own. The app is at Turbopack's 5,000-module mark, past which every module
 * id in every chunk grows a digit (+0.5 kB on each screen's first load).
 */
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

/*
 * An instant's wall clock in an IANA zone, and the zone's offset then, without a library: Intl
 * tells the zone's local fields of the instant.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What the zone's clocks show at `instant` (month 1–12, hour 0–23). */
export function localParts(instant: Date | number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  // Some engines write midnight as "24" even with hourCycle h23.
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in winter: +3,600,000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
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
