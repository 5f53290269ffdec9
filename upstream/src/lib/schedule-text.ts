import cronstrue from 'cronstrue';

/**
 * A monitoring schedule in words for people ("checked on the hour, every 6 hours (UTC)"), from its
 * cron expression, through cronstrue: screens show this, the cron stays for the form and the API.
 * An expression cronstrue cannot say falls back to the expression itself.
 */
export function scheduleText(cron: string, timeZone: string): string {
  let words: string;
  try {
    words = cronstrue.toString(cron, { use24HourTimeFormat: true, throwExceptionOnParseError: true });
  } catch {
    return `Checked on the schedule ${cron} (${timeZone})`;
  }
  return `Checked ${words.charAt(0).toLowerCase()}${words.slice(1)} (${timeZone})`;
}
