import type { JobDeps, JobLog } from './cleanup-job';
import { startIntervalJobs } from './interval-jobs';
import { startPgBossJobs, type PgBossJobsOptions } from './pg-boss-jobs';

/** `embedded`: inside an upstream (JOBS_EMBEDDED=true); `worker`: `npm run worker`. */
export type JobRole = 'embedded' | 'worker';

export type Jobs = {
  runner: 'pg-boss' | 'interval';
  /** Stops taking jobs and waits for the running one (bounded), then releases connections. */
  stop(): Promise<void>;
};

export type StartJobsOptions = Pick<PgBossJobsOptions, 'schema' | 'pollingIntervalSeconds' | 'stopTimeoutMs'> & {
  role: JobRole;
  log?: JobLog;
};

export const WORKER_NEEDS_DATABASE_URL =
  'npm run worker needs DATABASE_URL (a PostgreSQL server): pg-boss keeps its jobs there. ' +
  'Without it the upstream runs the jobs itself (JOBS_EMBEDDED=true, the default).';

/**
 * Starts the maintenance jobs: on pg-boss when DATABASE_URL points at PostgreSQL, else (embedded
 * PGlite, one process) on an in-process timer. A worker without DATABASE_URL is a setup mistake.
 */
export async function startJobs(deps: JobDeps, options: StartJobsOptions): Promise<Jobs> {
  const log = options.log ?? ((message: string) => console.log(`[jobs] ${message}`));
  const connectionString = deps.config.databaseUrl;
  if (!connectionString) {
    if (options.role === 'worker') throw new Error(WORKER_NEEDS_DATABASE_URL);
    return startIntervalJobs(deps, log);
  }
  return startPgBossJobs(deps, log, { ...options, connectionString });
}
