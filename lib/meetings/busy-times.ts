/**
 * The meeting form's busy-times hint as plain data: each person's busy blocks on the chosen day as
 * wall-clock ranges in the planner's zone, and the blocks the chosen start–end overlaps.
 */
import type { BusyTimes } from '@/lib/contract/calendar';
import { zonedInputs } from './meeting-time';
import { zonedToInstant } from './meeting-time-input';

/** An empty end: the upstream gives the meeting 30 minutes. */
const DEFAULT_END_MS = 30 * 60_000;

export type BusyRange = { start: number; end: number; text: string };
export type BusyPerson = { userId: number; name: string; ranges: BusyRange[]; clashes: BusyRange[] };
export type BusySummary = { busy: BusyPerson[]; notConnected: string[]; unavailable: string[] };

/** "10:00–11:00" on `date` in `tz`; a block reaching into the day before or after is cut at midnight. */
export function rangeText(start: number, end: number, date: string, tz: string): string {
  const a = zonedInputs(start, tz);
  const b = zonedInputs(end, tz);
  return `${a.date < date ? '00:00' : a.time}–${b.date > date ? '24:00' : b.time}`;
}

/** The chosen meeting as instants, or null while the date or start is not a time. */
export function chosenWindow(date: string, start: string, end: string, tz: string): { start: number; end: number } | null {
  const from = zonedToInstant(date, start, tz);
  if (from === null) return null;
  const startMs = Date.parse(from);
  const to = end.trim() ? zonedToInstant(date, end, tz) : null;
  const endMs = to === null ? startMs + DEFAULT_END_MS : Date.parse(to);
  return endMs > startMs ? { start: startMs, end: endMs } : null;
}

type Input = { entries: readonly BusyTimes[]; nameOf: (userId: number) => string; date: string; start: string; end: string; tz: string };

export function summariseBusy({ entries, nameOf, date, start, end, tz }: Input): BusySummary {
  const chosen = chosenWindow(date, start, end, tz);
  const summary: BusySummary = { busy: [], notConnected: [], unavailable: [] };
  for (const entry of entries) {
    const name = nameOf(entry.user_id);
    if (entry.state === 'not_connected') summary.notConnected.push(name);
    else if (entry.state === 'unavailable') summary.unavailable.push(name);
    else {
      const ranges = entry.busy
        .map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) }))
        .filter((r) => r.end > r.start)
        .sort((x, y) => x.start - y.start)
        .map((r) => ({ ...r, text: rangeText(r.start, r.end, date, tz) }));
      const clashes = chosen ? ranges.filter((r) => r.start < chosen.end && r.end > chosen.start) : [];
      summary.busy.push({ userId: entry.user_id, name, ranges, clashes });
    }
  }
  return summary;
}
