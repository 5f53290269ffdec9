/**
 * The app's one way of writing dates: "Mar 4, 2026" and "Mar 4, 2026, 2:05 PM" (en-US, medium).
 * A fixed locale, not the browser's: `toLocaleDateString()` wrote "3/4/2026" on one screen and
 * "Mar 4, 2026" on the next, and differed between the server render and the browser.
 *
 * Two kinds of value: an instant (`created_at`…) is shown in the browser's time zone; a calendar
 * day (a due date, an insight's date: "2026-03-04") is the same day everywhere, so it is formatted
 * as UTC midnight in UTC.
 */

/**
 * An Intl formatter made on its first use, then kept: making one loads its locale's data and
 * patterns, which costs a phone's main thread at start (docs/performance.md, "Phones").
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | null = null;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

// en-US's medium date and short time, written out rather than by Intl.DateTimeFormat: the three
// formatters this module made cost 60–100 ms of each screen's start on Lighthouse's phone (the CPU 4×
// slower), for a fixed format. The test checks the words against Intl's for every month and hour.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4, 2026" in the browser's zone. */
export const writeDate = (d: Date): string => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** "Mar 4, 2026, 2:05 PM" in the browser's zone. */
export function writeDateTime(d: Date): string {
  const h = d.getHours();
  return `${writeDate(d)}, ${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const instant = (value: string | null | undefined): Date | null => {
  const t = Date.parse(value ?? '');
  return Number.isNaN(t) ? null : new Date(t);
};

/** An instant's date, "Mar 4, 2026", in the browser's zone; `none` for nothing or an unreadable value. */
export function formatDate(value: string | null | undefined, none = ''): string {
  const d = instant(value);
  return d ? writeDate(d) : none;
}

/** An instant's date and time, "Mar 4, 2026, 2:05 PM", in the browser's zone; `none` otherwise. */
export function formatDateTime(value: string | null | undefined, none = ''): string {
  const d = instant(value);
  return d ? writeDateTime(d) : none;
}

/**
 * A calendar day ("2026-03-04", or the date part of a timestamp) as "Mar 4, 2026", the same day in
 * every zone; `none` for nothing or an unreadable value.
 */
export function formatDay(value: string | null | undefined, none = ''): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return none;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? none : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
