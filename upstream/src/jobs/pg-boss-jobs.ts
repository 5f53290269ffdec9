import type PgBossType from 'pg-boss';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanupJob, type JobDeps, type JobLog } from './cleanup-job';
import type { Jobs, JobRole } from './start-jobs';

export type PgBossJobsOptions = {
  connectionString: string;
  role: JobRole;
  /** pg-boss's own tables live in this schema (tests use a throwaway one). */
  schema?: string;
  /** How often an idle worker looks for jobs (pg-boss's default is 2 s; the minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long stop() lets a running job finish before failing it back to the queue. */
  stopTimeoutMs?: number;
};

export const PG_BOSS_SCHEMA = 'pgboss';

/**
 * Jobs in PostgreSQL: any number of upstreams and workers share the queue, the cron schedule
 * sends one job per slot whoever's clock fires, and one of them runs it.
 */
export async function startPgBossJobs(deps: JobDeps, log: JobLog, options: PgBossJobsOptions): Promise<Jobs> {
  // pg-boss is CommonJS; under tsx and Jest the class is the default export.
  const { default: PgBoss } = (await import('pg-boss')) as unknown as { default: typeof PgBossType };
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? PG_BOSS_SCHEMA,
    application_name: `collab-${options.role}`,
    max: 3,
  });
  // An unhandled 'error' event would crash the process; pg-boss retries its own loops.
  boss.on('error', (error) => log(`pg-boss: ${error.message}`));
  await boss.start();
  await boss.createQueue(CLEANUP_QUEUE, { name: CLEANUP_QUEUE, retryLimit: 2, expireInSeconds: 300 });
  await boss.work(
    CLEANUP_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async () => runCleanupJob(deps, log),
  );
  await boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON, {}, { tz: 'UTC' });
  // The one-off on start; the singleton key keeps several instances starting together to one job.
  await boss.send(CLEANUP_QUEUE, {}, { singletonKey: 'on-start', singletonSeconds: 60 });
  return {
    runner: 'pg-boss',
    async stop() {
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
