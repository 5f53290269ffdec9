import type PgBossType from 'pg-boss';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanupJob, type JobDeps, type JobLog } from './cleanup-job';
import { NOTIFICATION_MAIL_CRON, NOTIFICATION_MAIL_QUEUE } from './notification-mail-job';
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
  monitoring?: PgBossMonitoring;
  /** Composes due notification mail (decision 0032); set when the process has a mailer. */
  notificationMail?: () => Promise<unknown>;
};

export const PG_BOSS_SCHEMA = 'pgboss';
/** The monitoring scheduler: one job per minute cluster-wide (the cron slot is a singleton). */
export const MONITORING_TICK_QUEUE = 'monitoring-tick';
export const MONITORING_TICK_CRON = '* * * * *';
/** Sent when requests are queued, so an idle worker in any process starts at once. */
export const MONITORING_WAKE_QUEUE = 'monitoring-wake';

/** The monitoring engine's hooks into pg-boss (the rows stay the source of truth; jobs only nudge). */
export type PgBossMonitoring = {
  tick: () => Promise<unknown>;
  /** Wakes this process's workers. */
  wake: () => void;
  /** Called with a sender once the queues exist: the engine sends a wake job on each local enqueue. */
  onReady: (sendWake: () => void) => void;
};

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
  await boss.work(CLEANUP_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => runCleanupJob(deps, log));
  await boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON, {}, { tz: 'UTC' });
  // The one-off on start; the singleton key keeps several instances starting together to one job.
  await boss.send(CLEANUP_QUEUE, {}, { singletonKey: 'on-start', singletonSeconds: 60 });
  if (options.monitoring) await startMonitoringQueues(boss, log, options, options.monitoring);
  if (options.notificationMail) {
    const job = options.notificationMail;
    await boss.createQueue(NOTIFICATION_MAIL_QUEUE, { name: NOTIFICATION_MAIL_QUEUE, retryLimit: 0, expireInSeconds: 120 });
    await boss.work(NOTIFICATION_MAIL_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => job());
    await boss.schedule(NOTIFICATION_MAIL_QUEUE, NOTIFICATION_MAIL_CRON, {}, { tz: 'UTC' });
  }
  return {
    runner: 'pg-boss',
    async stop() {
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

async function startMonitoringQueues(boss: PgBossType, log: JobLog, options: PgBossJobsOptions, monitoring: PgBossMonitoring): Promise<void> {
  await boss.createQueue(MONITORING_TICK_QUEUE, { name: MONITORING_TICK_QUEUE, retryLimit: 0, expireInSeconds: 120 });
  await boss.work(MONITORING_TICK_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => monitoring.tick());
  await boss.schedule(MONITORING_TICK_QUEUE, MONITORING_TICK_CRON, {}, { tz: 'UTC' });
  await boss.createQueue(MONITORING_WAKE_QUEUE, { name: MONITORING_WAKE_QUEUE, retryLimit: 0, expireInSeconds: 60 });
  await boss.work(MONITORING_WAKE_QUEUE, { pollingIntervalSeconds: Math.min(options.pollingIntervalSeconds ?? 1, 1) }, async () => monitoring.wake());
  monitoring.onReady(() => {
    // A burst of enqueues is one wake-up per second; the workers take every due row anyway.
    boss
      .send(MONITORING_WAKE_QUEUE, {}, { singletonKey: 'wake', singletonSeconds: 1 })
      .catch((error: unknown) => log(`monitoring wake: ${error instanceof Error ? error.message : String(error)}`));
  });
}
