import { localDate, nextLocalTime, quietHoursEnd, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('finds the next 08:00 in Berlin, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(nextLocalTime(new Date('2026-12-07T10:00:00Z'), 'Europe/Berlin', 8 * 60).toISOString()).toBe('2026-12-08T07:00:00.000Z');
    expect(nextLocalTime(new Date('2026-12-07T06:59:00Z'), 'Europe/Berlin', 8 * 60).toISOString()).toBe('2026-12-07T07:00:00.000Z');
    // Exactly at 08:00 the next one is tomorrow's: "strictly after".
    expect(nextLocalTime(new Date('2026-12-07T07:00:00Z'), 'Europe/Berlin', 8 * 60).toISOString()).toBe('2026-12-08T07:00:00.000Z');
    expect(nextLocalTime(new Date('2026-07-01T10:00:00Z'), 'Europe/Berlin', 8 * 60).toISOString()).toBe('2026-07-02T06:00:00.000Z');
  });

  it('crosses a DST change and the end of a month', () => {
    // Berlin moves to summer time on 2026-03-29 at 02:00 local.
    expect(nextLocalTime(new Date('2026-03-28T12:00:00Z'), 'Europe/Berlin', 8 * 60).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedInstant(2026, 1, 32, 9, 30, 'America/New_York').toISOString()).toBe('2026-02-01T14:30:00.000Z');
  });

  it('tells the local date and the end of quiet hours that span midnight', () => {
    expect(localDate(new Date('2026-12-07T23:30:00Z'), 'Europe/Berlin')).toBe('2026-12-08');
    const from = 22 * 60;
    const to = 7 * 60;
    expect(quietHoursEnd(new Date('2026-12-07T22:30:00Z'), 'Europe/Berlin', from, to)?.toISOString()).toBe('2026-12-08T06:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-12-07T05:30:00Z'), 'Europe/Berlin', from, to)?.toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-12-07T12:00:00Z'), 'Europe/Berlin', from, to)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-07T12:00:00Z'), 'UTC', 9 * 60, 17 * 60)?.toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });
});
