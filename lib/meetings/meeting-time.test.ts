import { dayTile, formatRange, isOver, localParts, meetingTimes, offsetMinutes, zoneAbbreviation, zonedInputs, zoneOffsetMs } from './meeting-time';
import { defaultSlot, formatOffset, zonedToInstant } from './meeting-time-input';

describe('meeting times', () => {
  it('reads zone offsets, summer and winter', () => {
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(formatOffset(0)).toBe('Z');
    expect(formatOffset(-330)).toBe('-05:30');
  });

  it('turns the form inputs of a zone into an instant with its offset, and back', () => {
    expect(zonedToInstant('2026-11-23', '09:30', 'Europe/Paris')).toBe('2026-11-23T09:30:00+01:00');
    expect(zonedToInstant('2026-06-01', '18:05', 'America/Los_Angeles')).toBe('2026-06-01T18:05:00-07:00');
    expect(zonedToInstant('2026-06-01', '18:05', 'UTC')).toBe('2026-06-01T18:05:00Z');
    expect(zonedInputs('2026-11-23T08:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-11-23', time: '09:30' });
    expect(zonedInputs('2026-11-23T23:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2026-11-24', time: '08:30' });
  });

  it('handles the clock change: a skipped time moves forward, a repeated one takes the first', () => {
    // Paris skips 02:00–03:00 on 2026-03-29.
    expect(zonedToInstant('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedToInstant('2026-03-29', '03:30', 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
    const repeated = zonedToInstant('2026-10-25', '02:30', 'Europe/Paris');
    expect(repeated === '2026-10-25T02:30:00+02:00' || repeated === '2026-10-25T02:30:00+01:00').toBe(true);
  });

  it('refuses missing or malformed inputs', () => {
    expect(zonedToInstant('', '09:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-02-10', '24:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-02-10', '9:00', 'UTC')).toBeNull();
  });

  it('formats a range in a zone with its abbreviation, naming the end day when it differs', () => {
    expect(formatRange('2026-11-23T08:30:00Z', '2026-11-23T09:00:00Z', 'Europe/Paris')).toBe('Mon, Nov 23, 2026 · 9:30 AM – 10:00 AM GMT+1');
    expect(formatRange('2026-11-23T14:30:00Z', '2026-11-23T15:00:00Z', 'America/New_York')).toBe('Mon, Nov 23, 2026 · 9:30 AM – 10:00 AM EST');
    expect(formatRange('2026-11-23T22:30:00Z', '2026-11-24T00:30:00Z', 'UTC')).toBe('Mon, Nov 23, 2026 · 10:30 PM – Tue, Nov 24, 2026 · 12:30 AM UTC');
    expect(zoneAbbreviation(Date.parse('2026-07-01T00:00:00Z'), 'America/Chicago')).toBe('CDT');
  });

  it("shows the planner's zone only when its offset differs from the viewer's", () => {
    const m = { starts_at: '2026-11-23T14:30:00Z', ends_at: '2026-11-23T15:00:00Z', time_zone: 'America/New_York' };
    expect(meetingTimes(m, 'America/New_York').planner).toBeNull();
    expect(meetingTimes(m, 'America/Toronto').planner).toBeNull();
    const paris = meetingTimes(m, 'Europe/Paris');
    expect(paris.viewer).toBe('Mon, Nov 23, 2026 · 3:30 PM – 4:00 PM GMT+1');
    expect(paris.planner).toBe('Mon, Nov 23, 2026 · 9:30 AM – 10:00 AM EST (America/New York)');
    expect(meetingTimes({ ...m, time_zone: 'Not/AZone' }, 'UTC').planner).toBeNull();
    // A UTC planner is named once, not "UTC (UTC)".
    expect(meetingTimes({ ...m, time_zone: 'UTC' }, 'Europe/Paris').planner).toBe('Mon, Nov 23, 2026 · 2:30 PM – 3:00 PM UTC');
  });

  it('gives the day tile, whether it is over, and a default slot at the next full hour', () => {
    expect(dayTile('2026-11-23T23:30:00Z', 'Asia/Tokyo')).toEqual({ month: 'NOV', day: '24' });
    expect(isOver({ ends_at: '2026-01-01T00:00:00Z' }, Date.parse('2026-01-02T00:00:00Z'))).toBe(true);
    expect(isOver({ ends_at: '2026-01-03T00:00:00Z' }, Date.parse('2026-01-02T00:00:00Z'))).toBe(false);
    expect(defaultSlot(Date.parse('2026-05-04T09:10:00Z'), 'UTC')).toEqual({ date: '2026-05-04', start: '10:00', end: '11:00' });
    expect(defaultSlot(Date.parse('2026-05-04T09:00:00Z'), 'UTC')).toEqual({ date: '2026-05-04', start: '10:00', end: '11:00' });
    expect(defaultSlot(Date.parse('2026-05-04T22:10:00Z'), 'UTC')).toEqual({ date: '2026-05-04', start: '23:00', end: '23:59' });
  });
});

describe('zoned clock', () => {
  it('reads the wall clock of an instant in a zone, midnight as hour 0', () => {
    expect(localParts(Date.parse('2026-12-07T23:30:15Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 12, day: 8, hour: 0, minute: 30, second: 15 });
    expect(localParts(new Date('2026-07-01T03:05:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 6, day: 30, hour: 23, minute: 5, second: 0 });
  });

  it('tells the zone offset on both sides of a clock change', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(19_800_000);
  });
});
