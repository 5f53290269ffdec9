import type { AppDeps } from '../app-env';
import { drainImports } from '../services/imports/drain-imports';
import type { JobLog } from './cleanup-job';

/** How often a process that runs jobs looks for imports nobody is running (a stopped process's, stale claims). */
export const IMPORT_SWEEP_MS = 60_000;

/**
 * Imports run off the request in the process that took it (drain-imports.ts); this sweep is the
 * safety net: on start and every minute it runs what is waiting — an import whose process stopped
 * (its claim goes stale after two minutes) restarts from its first row, which is safe because every
 * write of an import is keyed by natural keys. The rows are the queue: any number of processes may
 * sweep (pg-boss workers and embedded runners alike), the claim keeps one runner per import and per company.
 */
export function startImportSweep(deps: AppDeps, log: JobLog, intervalMs = IMPORT_SWEEP_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = drainImports(deps)
      .catch((error: unknown) => log(`imports: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A long import is not waited for: its claim goes stale and the next process resumes it.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, 5_000)))]);
      clearTimeout(wait);
    },
  };
}
