import { localParts, zoneOffsetMs } from './zoned-clock';

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
