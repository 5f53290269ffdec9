import { meetingCreateBody } from '@/lib/contract/meetings';
import { END_BEFORE_START, endAfterStartMove, endError } from './meeting-end';

describe('the end follows the start', () => {
  it('keeps the duration when the start moves', () => {
    // The reported case: the default 22:00–23:00 slot moved to 10:00 ends at 11:00, not 23:00.
    expect(endAfterStartMove('2026-05-04', '22:00', '10:00', '23:00', 'UTC')).toBe('11:00');
    expect(endAfterStartMove('2026-05-04', '09:00', '09:45', '09:30', 'Europe/Paris')).toBe('10:15');
    expect(endAfterStartMove('2026-05-04', '14:00', '08:05', '15:30', 'America/New_York')).toBe('09:35');
  });

  it('gives an hour when the old end was not after the old start, and leaves an empty end or a half-typed start alone', () => {
    expect(endAfterStartMove('2026-05-04', '10:00', '11:00', '09:00', 'UTC')).toBe('12:00');
    expect(endAfterStartMove('2026-05-04', '', '11:00', '09:00', 'UTC')).toBe('12:00');
    expect(endAfterStartMove('2026-05-04', '10:00', '11:00', '', 'UTC')).toBe('');
    expect(endAfterStartMove('2026-05-04', '10:00', '', '11:00', 'UTC')).toBe('11:00');
    expect(endAfterStartMove('', '10:00', '11:00', '11:00', 'UTC')).toBe('11:00');
  });

  it('stops at 23:59 rather than crossing midnight (the form has one date)', () => {
    expect(endAfterStartMove('2026-05-04', '10:00', '23:30', '11:00', 'UTC')).toBe('23:59');
    expect(endAfterStartMove('2026-05-04', '10:00', '23:00', '11:00', 'Asia/Tokyo')).toBe('23:59');
    expect(endAfterStartMove('2026-05-04', '10:00', '22:59', '11:00', 'Asia/Kolkata')).toBe('23:59');
    expect(endAfterStartMove('2026-05-04', '10:00', '22:00', '11:00', 'Asia/Kolkata')).toBe('23:00');
  });

  it("counts real time in the viewer's zone across a clock change", () => {
    // Paris skips 02:00–03:00 on 2026-03-29: an hour from 01:30 ends at 03:30 on the wall clock.
    expect(endAfterStartMove('2026-03-29', '00:00', '01:30', '01:00', 'Europe/Paris')).toBe('03:30');
    // New York repeats 01:00–02:00 on 2026-11-01: 00:00–01:00 moved to 00:30 ends an hour later (01:30, first pass).
    expect(endAfterStartMove('2026-11-01', '00:00', '00:30', '01:00', 'America/New_York')).toBe('01:30');
    // The same wall times in another zone on a normal day.
    expect(endAfterStartMove('2026-03-29', '00:00', '01:30', '01:00', 'UTC')).toBe('02:30');
  });

  it('says the end must be after the start when it is before it, as the contract does', () => {
    expect(endError('2026-05-04', '10:00', '09:30', 'Europe/Paris')).toBe(END_BEFORE_START);
    expect(endError('2026-05-04', '10:00', '10:00', 'UTC')).toBeNull();
    expect(endError('2026-05-04', '10:00', '', 'UTC')).toBeNull();
    expect(endError('2026-05-04', '', '09:00', 'UTC')).toBeNull();
    const parsed = meetingCreateBody.safeParse({
      workspace_id: 1,
      title: 'x',
      starts_at: '2026-05-04T10:00:00Z',
      ends_at: '2026-05-04T09:30:00Z',
      time_zone: 'UTC',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([END_BEFORE_START]);
  });
});
