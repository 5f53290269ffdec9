/** `YYYY-MM-DD` of an instant in a time zone (en-CA formats dates that way). */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A `YYYY-MM-DD` date moved by whole days (calendar arithmetic in UTC, no zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date `count` business days after `day`, skipping Saturdays and Sundays (Friday + 2 → Tuesday). */
export function addBusinessDays(day: string, count: number): string {
  let out = day;
  let left = count;
  while (left > 0) {
    out = addDays(out, 1);
    const weekday = new Date(`${out}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return out;
}
