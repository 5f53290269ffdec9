import { cronParser as parser } from '@/lib/contract/monitoring/cron';

/** When a page's next scheduled check falls: the product's cron in its time zone, after `from`. */
export function nextCheckAt(cron: string, tz: string, from: Date): Date {
  try {
    return parser.parseExpression(cron, { tz, currentDate: from }).next().toDate();
  } catch {
    // A schedule that no longer parses (or an unknown zone) must not stop the page: every 6 hours.
    return new Date(from.getTime() + 6 * 60 * 60 * 1000);
  }
}
