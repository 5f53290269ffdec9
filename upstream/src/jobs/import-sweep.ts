import type { AppDeps } from '../app-env';
import { drainImports } from '../services/imports/drain-imports';
import type { JobLog } from './cleanup-job';
import { repeatInProcess, type Repeating } from './repeat-in-process';

/** How often a process that runs jobs looks for imports nobody is running (a stopped process's, stale claims). */
export const IMPORT_SWEEP_MS = 60_000;

/**
 * Imports run off the request in the process that took it (drain-imports.ts); this sweep is the
 * safety net: on start and every minute it runs what is waiting — an import whose process stopped
 * (its claim goes stale after two minutes) restarts from its first row, which is safe because every
 * write of an import is keyed by natural keys. The rows are the queue: any number of processes may
 * sweep (pg-boss workers and embedded runners alike), the claim keeps one runner per import and per company.
 */
export function startImportSweep(deps: AppDeps, log: JobLog, intervalMs = IMPORT_SWEEP_MS): Repeating {
  // A long import is not waited for on stop: its claim goes stale and the next process resumes it.
  return repeatInProcess('imports', () => drainImports(deps), log, intervalMs, { stopWaitMs: 5_000 });
}
