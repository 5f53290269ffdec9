import { scheduleText } from './schedule-text';

describe('scheduleText', () => {
  it('says a schedule in words with its zone', () => {
    expect(scheduleText('0 */6 * * *', 'UTC')).toBe('Checked on the hour, every 6 hours (UTC)');
    expect(scheduleText('30 8 * * 1-5', 'Europe/Berlin')).toBe('Checked at 08:30, Monday through Friday (Europe/Berlin)');
    expect(scheduleText('*/15 * * * *', 'UTC')).toBe('Checked every 15 minutes (UTC)');
  });
  it('falls back to the expression when it cannot say it', () => {
    expect(scheduleText('not a cron', 'UTC')).toBe('Checked on the schedule not a cron (UTC)');
  });
});
