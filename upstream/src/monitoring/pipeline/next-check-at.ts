import * as cronModule from 'cron-parser';

type CronParser = Pick<typeof cronModule, 'parseExpression'>;
// cron-parser 4 is CommonJS (`module.exports = CronParser`): under tsx/Node ESM a named import
// fails ("does not provide an export named parseExpression"); the class sits on `default` there,
// while Jest's CommonJS interop hands the exports object itself.
const parser: CronParser = (cronModule as unknown as { default?: CronParser }).default ?? cronModule;

/** When a page's next scheduled check falls: the product's cron in its time zone, after `from`. */
export function nextCheckAt(cron: string, tz: string, from: Date): Date {
  try {
    return parser.parseExpression(cron, { tz, currentDate: from }).next().toDate();
  } catch {
    // A schedule that no longer parses (or an unknown zone) must not stop the page: every 6 hours.
    return new Date(from.getTime() + 6 * 60 * 60 * 1000);
  }
}
