/**
 * A "From"–"To" range of calendar days (`YYYY-MM-DD`, null = open). The pickers' bounds keep a
 * range in order and inside the data's span; a typed day that would reverse it moves the other end
 * along (the end follows the start), so the filter never asks for an empty range.
 */
export type DateRangeValue = { from: string | null; to: string | null };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The `min`/`max` of each picker: "From" up to "To" (or the span's end), "To" from "From" (or the span's start). */
export function dateRangeBounds(value: DateRangeValue, span: { min?: string; max?: string } = {}) {
  const from = value.from ?? undefined;
  const to = value.to ?? undefined;
  return {
    from: { min: span.min, max: earlier(to, span.max) },
    to: { min: later(from, span.min), max: span.max },
  };
}

/**
 * The range after one end was edited. An empty or unreadable entry clears that end; an end that
 * passes the other one takes the other one with it.
 */
export function editDateRange(value: DateRangeValue, end: 'from' | 'to', raw: string): DateRangeValue {
  const day = isIsoDay(raw) ? raw : null;
  if (end === 'from') {
    const to = day && value.to && value.to < day ? day : value.to;
    return { from: day, to };
  }
  const from = day && value.from && value.from > day ? day : value.from;
  return { from, to: day };
}

/** How many ends are set: the "Clear" button shows when there is something to clear. */
export const dateRangeIsSet = (value: DateRangeValue): boolean => value.from !== null || value.to !== null;
