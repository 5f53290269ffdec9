const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * "Mar 4, 2025" for a calendar date ("2025-03-04", or the date part of a timestamp), read as that
 * day wherever the browser is (no time-zone shift); '' for nothing or an unreadable value.
 */
export function formatDay(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return '';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}
