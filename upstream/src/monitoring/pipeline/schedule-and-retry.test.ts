import { nextCheckAt } from './next-check-at';
import { blockedBackoffMs, MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('grows 2 s, 8 s, 32 s … capped, and never undercuts a Retry-After', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 2000))).toEqual([2000, 8000, 32_000]);
    expect(retryDelayMs(20, 2000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, 2000, 5000)).toBe(5000);
    expect(retryDelayMs(2, 2000, 1000)).toBe(8000);
  });
});

describe('blockedBackoffMs', () => {
  it('keeps the schedule after one block, then waits 2 h, 4 h … at most a day longer', () => {
    const hours = [1, 2, 3, 4, 10].map((n) => blockedBackoffMs(n) / 3_600_000);
    expect(hours).toEqual([0, 2, 4, 8, 24]);
  });
});

describe('nextCheckAt', () => {
  it('follows the product’s cron in its time zone (cron-parser 4)', () => {
    const from = new Date('2026-03-01T12:00:00Z'); // 13:00 in Berlin
    expect(nextCheckAt('0 */6 * * *', 'Europe/Berlin', from).toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(nextCheckAt('30 9 * * 1', 'America/New_York', from).toISOString()).toBe('2026-03-02T14:30:00.000Z');
  });

  it('falls back to six hours for a schedule that no longer parses', () => {
    const from = new Date('2026-03-01T12:00:00Z');
    expect(nextCheckAt('not a cron', 'UTC', from).toISOString()).toBe('2026-03-01T18:00:00.000Z');
    expect(nextCheckAt('0 * * * *', 'Mars/Olympus', from).toISOString()).toBe('2026-03-01T18:00:00.000Z');
  });
});
