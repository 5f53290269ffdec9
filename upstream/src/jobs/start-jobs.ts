import type { AppDeps } from '../app-env';
import { startMonitoring, type MonitoringEngine } from '../monitoring/pipeline/start-monitoring';
import { monitoringWake } from '../monitoring/pipeline/wake';
import type { JobDeps, JobLog } from './cleanup-job';
import { startImportSweep } from './import-sweep';
import { startIntervalJobs } from './interval-jobs';
import { startReminderSweep } from './reminder-sweep';
import { runNotificationMailJob, startNotificationMailTimer } from './notification-mail-job';
import { startPgBossJobs, type PgBossJobsOptions, type PgBossMonitoring } from './pg-boss-jobs';

/** `embedded`: inside an upstream (JOBS_EMBEDDED=true); `worker`: `npm run worker`. */
export type JobRole = 'embedded' | 'worker';

export type Jobs = {
  runner: 'pg-boss' | 'interval';
  /** The scraping engine, when MONITORING_ENABLED and the full dependencies were given. */
  monitoring?: MonitoringEngine | null;
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

const hasAppDeps = (deps: JobDeps | AppDeps): deps is AppDeps => 'storage' in deps && 'publisher' in deps && 'mailer' in deps;

/**
 * Starts the maintenance jobs: on pg-boss when DATABASE_URL points at PostgreSQL, else (embedded
 * PGlite, one process) on an in-process timer. A worker without DATABASE_URL is a setup mistake.
 * With MONITORING_ENABLED (the default outside tests) the scraping engine runs here too: its
 * workers claim requests from the database; the scheduler tick is pg-boss's minute cron on
 * PostgreSQL (one per slot cluster-wide) and an in-process timer on PGlite.
 */
export async function startJobs(deps: JobDeps | AppDeps, options: StartJobsOptions): Promise<Jobs> {
  const log = options.log ?? ((message: string) => console.log(`[jobs] ${message}`));
  const connectionString = deps.config.databaseUrl;
  if (!connectionString && options.role === 'worker') throw new Error(WORKER_NEEDS_DATABASE_URL);
  const wantsMonitoring = deps.config.monitoring.enabled && hasAppDeps(deps);
  if (deps.config.monitoring.enabled && !hasAppDeps(deps)) log('monitoring not started: it needs storage and the realtime publisher');
  const monitoring = wantsMonitoring
    ? startMonitoring(deps, { scheduler: connectionString ? 'external' : 'interval', log: (m) => log(`monitoring: ${m}`) })
    : null;
  let sendWake: (() => void) | null = null;
  const hooks: PgBossMonitoring | undefined = monitoring
    ? {
        tick: () => monitoring.tick(),
        wake: () => monitoring.kick(),
        onReady: (send) => {
          sendWake = send;
          monitoringWake.on('wake', send);
        },
      }
    : undefined;
  let base: Jobs;
  try {
    // Notification mail (decision 0032) needs the mailer's deps: pg-boss's minute cron, or a timer on PGlite.
    const notificationMail = hasAppDeps(deps) ? () => runNotificationMailJob(deps, log) : undefined;
    base = connectionString
      ? await startPgBossJobs(deps, log, { ...options, connectionString, monitoring: hooks, notificationMail })
      : startIntervalJobs(deps, log);
  } catch (error) {
    await monitoring?.stop();
    throw error;
  }
  // Spreadsheet imports (decision 0028) need storage and the publisher, like monitoring.
  const importSweep = hasAppDeps(deps) ? startImportSweep(deps, (m) => log(m)) : null;
  // Reminders (issue 33) notify, so they need the publisher too; reminders_sent keeps them once across processes.
  const reminderSweep = hasAppDeps(deps) ? startReminderSweep(deps, (m) => log(m)) : null;
  const mailTimer = hasAppDeps(deps) && !connectionString ? startNotificationMailTimer(deps, log) : null;
  return {
    runner: base.runner,
    monitoring,
    async stop() {
      await importSweep?.stop();
      await reminderSweep?.stop();
      await mailTimer?.stop();
      if (sendWake) monitoringWake.off('wake', sendWake);
      // Fetches finish (bounded) and the browser closes before pg-boss and the database go.
      await monitoring?.stop();
      await base.stop();
    },
  };
}
