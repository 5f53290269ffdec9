import { openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { exitOnSignals, gracefulShutdown } from '../lib/graceful-shutdown';
import { startJobs, WORKER_NEEDS_DATABASE_URL } from './start-jobs';

/**
 * `npm run worker`: the job worker on its own, against the upstreams' PostgreSQL database (run the
 * upstreams with JOBS_EMBEDDED=false, or both run jobs, which is harmless but wasteful).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error(WORKER_NEEDS_DATABASE_URL);
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const jobs = await startJobs({ db: database.db, config, now: () => new Date() }, { role: 'worker' });
  console.log('[worker] running jobs from PostgreSQL (pg-boss)');
  exitOnSignals('worker', () =>
    gracefulShutdown({ services: [{ name: 'jobs', close: () => jobs.stop() }], resources: [{ name: 'database', close: database.close }] }),
  );
}

main().catch((err) => {
  console.error('[worker] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
