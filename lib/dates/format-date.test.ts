import { formatDate, formatDateTime, formatDay, writeDate, writeDateTime } from './format-date';

describe('date formats', () => {
  it('writes an instant’s date one way, whatever the locale', () => {
    // Noon UTC is the same calendar day in every zone the tests may run in.
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
    expect(formatDateTime('2026-03-04T12:00:00Z')).toMatch(/^Mar 4, 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('gives the fallback for nothing or an unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon', 'unknown')).toBe('unknown');
    expect(formatDateTime(undefined, '—')).toBe('—');
    expect(formatDay(null, '—')).toBe('—');
    expect(formatDay('next week')).toBe('');
  });

  it('keeps a calendar day the same day, in the same words as instants', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T23:30:00-08:00')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04')).toBe(formatDate('2026-03-04T12:00:00Z'));
  });

  it('writes the same words as Intl’s en-US medium date and short time, every month and hour', () => {
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const d = new Date(2026, month, 1 + month * 2, hour, (hour * 7) % 60);
        expect(writeDate(d)).toBe(date.format(d));
        expect(writeDateTime(d)).toBe(dateTime.format(d));
      }
      const iso = `2026-${String(month + 1).padStart(2, '0')}-${String(3 + month).padStart(2, '0')}`;
      expect(formatDay(iso)).toBe(day.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});
