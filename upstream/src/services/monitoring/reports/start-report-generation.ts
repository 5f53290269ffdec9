import { logError } from '@/lib/log';
import type { AppDeps } from '../../../app-env';
import { afterCommit } from '../../../db/request-transaction';
import { generateReport } from './generate-report';

const running = new Set<Promise<void>>();

/**
 * Generates the report after the response is sent (in this process, off the request), once the
 * request's transaction has committed the report row. A report interrupted by a restart stays
 * `generating`; PUT regenerates one older than a few minutes.
 */
export function startReportGeneration(deps: AppDeps, reportId: number): void {
  afterCommit(() =>
    setImmediate(() => {
      // generateReport marks its own failures on the report; anything else (the database gone) is
      // logged here, never left as an unhandled rejection that would stop the process.
      const job = generateReport(deps, reportId)
        .catch((error: unknown) => logError('report generation failed', { report_id: reportId, error: error instanceof Error ? error.message : String(error) }))
        .finally(() => running.delete(job));
      running.add(job);
    }),
  );
}

/** Resolves when every generation started so far has finished (tests, graceful shutdown). */
export async function reportGenerationsSettled(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (running.size) await Promise.allSettled([...running]);
}
