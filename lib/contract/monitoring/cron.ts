import * as cronModule from 'cron-parser';

type CronParser = Pick<typeof cronModule, 'parseExpression'>;
/**
 * cron-parser 4 is CommonJS (`module.exports = CronParser`): under Node's ESM loader (the compiled
 * upstream, tsx) a named import fails ("does not provide an export named parseExpression") and the
 * class sits on `default`, while Jest's CommonJS interop and bundlers hand the exports object
 * itself. The one place that knows; the contract and the engine both use it.
 */
export const cronParser: CronParser = (cronModule as unknown as { default?: CronParser }).default ?? cronModule;

/** A schedule people can mean: 5 fields (or 6 with seconds) that cron-parser reads. */
export function isValidCron(expression: string): boolean {
  // cron-parser accepts an empty string (every minute) and 7 fields; people mean 5 (or 6 with seconds).
  const fields = expression.trim().split(/\s+/).length;
  if (fields < 5 || fields > 6) return false;
  try {
    cronParser.parseExpression(expression);
    return true;
  } catch {
    return false;
  }
}
