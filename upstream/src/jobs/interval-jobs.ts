import { CLEANUP_INTERVAL_MS, runCleanupJob, type JobDeps, type JobLog } from './cleanup-job';
import type { Jobs } from './start-jobs';

/**
 * The PGlite fallback: pg-boss needs a PostgreSQL server, and an embedded single-machine install
 * has exactly one process anyway, so a plain timer in that process runs the same job function.
 */
export function startIntervalJobs(deps: JobDeps, log: JobLog, intervalMs = CLEANUP_INTERVAL_MS): Jobs {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    // Never two runs at once: a slow database must not stack them up.
    if (running || stopped) return;
    running = runCleanupJob(deps, log)
      .catch((error: unknown) => log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  // The one-off on start: rows left by a long downtime go at once, not after the first interval.
  run();
  return {
    runner: 'interval',
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
