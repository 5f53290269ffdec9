import { zonedInputs } from './meeting-time';
import { zonedToInstant } from './meeting-time-input';

/**
 * The end input of the meeting form follows the start (a meeting moved to 10:00 kept its
 * 23:00 end). Times are wall-clock inputs of one date in the viewer's zone `tz`; the arithmetic is
 * done on instants so a clock change inside the meeting keeps its real length.
 */

/** The length a new meeting gets (`defaultSlot`): used when the current end is not after the start. */
export const DEFAULT_MEETING_MS = 3_600_000;

/** What the form and the contract say about an end before the start. */
export const END_BEFORE_START = 'The end must be after the start.';

/** The form has one date: an end that would fall on the next day stops at the last minute of this one. */
const LAST_MINUTE = '23:59';

const instant = (date: string, time: string, tz: string): number | null => {
  const at = zonedToInstant(date, time, tz);
  return at === null ? null : Date.parse(at);
};

/**
 * The end input after the start moves from `prevStart` to `nextStart`: the meeting keeps its duration
 * (an hour when the old start or end was not a time, or the end was not after the start). An empty end
 * stays empty (the upstream then gives 30 minutes), and a start being typed (not yet a time) leaves
 * the end alone.
 */
export function endAfterStartMove(date: string, prevStart: string, nextStart: string, end: string, tz: string): string {
  if (!end.trim()) return end;
  const next = instant(date, nextStart, tz);
  if (next === null) return end;
  const from = instant(date, prevStart, tz);
  const to = instant(date, end, tz);
  const duration = from !== null && to !== null && to > from ? to - from : DEFAULT_MEETING_MS;
  const moved = zonedInputs(next + duration, tz);
  return moved.date === zonedInputs(next, tz).date ? moved.time : LAST_MINUTE;
}

/** The end's field error when it is before the start on the form's date, else null (an equal end is allowed, as upstream). */
export function endError(date: string, start: string, end: string, tz: string): string | null {
  const from = instant(date, start, tz);
  const to = end.trim() ? instant(date, end, tz) : null;
  return from !== null && to !== null && to < from ? END_BEFORE_START : null;
}
