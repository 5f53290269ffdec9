import { buildDeps } from '../build-deps';
import { loadConfig } from '../env';
import { exitOnSignals, gracefulShutdown } from '../lib/graceful-shutdown';
import { closeSanitizeWorker } from '../monitoring/fetch/sanitize-worker';
import { closePatternWorkers } from '../monitoring/user-patterns/pattern-workers';
import { startJobs, WORKER_NEEDS_DATABASE_URL } from './start-jobs';

/**
 * `npm run worker`: the job worker on its own, against the upstreams' PostgreSQL database (run the
 * upstreams with JOBS_EMBEDDED=false, or both run jobs, which is harmless but wasteful). With
 * MONITORING_ENABLED it also runs MONITORING_WORKERS scraping workers; any number of worker
 * processes share the queue (one request per retailer domain at a time across all of them).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error(WORKER_NEEDS_DATABASE_URL);
  // The full dependencies: the scraping engine stores page versions and tells people (storage,
  // notifications over the realtime publisher, mail for nothing yet).
  const { deps, close } = await buildDeps(config);
  const jobs = await startJobs(deps, { role: 'worker' });
  console.log(`[worker] running jobs from PostgreSQL (pg-boss)${jobs.monitoring ? `, monitoring with ${config.monitoring.workers} workers` : ''}`);
  exitOnSignals('worker', () =>
    gracefulShutdown({
      services: [{ name: 'jobs', close: () => jobs.stop() }],
      resources: [
        { name: 'pattern workers', close: closePatternWorkers },
        { name: 'sanitizer', close: closeSanitizeWorker },
        { name: 'database', close },
      ],
    }),
  );
}

main().catch((err) => {
  console.error('[worker] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
