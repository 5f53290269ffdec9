import { writeDate, writeDateTime } from './format-date';

/** Short "when" texts for lists (invites, notifications, requests). Pure: `now` is passed in for tests. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const parse = (iso: string): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date ("Mar 4, 2025"); "" for a bad date. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const d = parse(iso);
  if (!d) return '';
  const ago = now - d.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return writeDate(d);
}

/** The full date and time, for a `title` tooltip. */
export function formatFull(iso: string): string {
  const d = parse(iso);
  return d ? writeDateTime(d) : '';
}
