import { formatDate, formatDateTime, formatDay } from './format-date';

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
});
