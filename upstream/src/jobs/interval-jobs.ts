import { CLEANUP_INTERVAL_MS, runCleanupJob, type JobDeps, type JobLog } from './cleanup-job';
import type { Jobs } from './start-jobs';
import { repeatInProcess } from './repeat-in-process';

/**
 * The PGlite fallback: pg-boss needs a PostgreSQL server, and an embedded single-machine install
 * has exactly one process anyway, so a plain timer in that process runs the same job function.
 */
export function startIntervalJobs(deps: JobDeps, log: JobLog, intervalMs = CLEANUP_INTERVAL_MS): Jobs {
  const repeating = repeatInProcess('cleanup', () => runCleanupJob(deps, log), log, intervalMs);
  return { runner: 'interval', stop: () => repeating.stop() };
}
