import type { AppDeps } from '../app-env';
import { sendDueNotificationMails } from '../services/notification-mail/send-due-notification-mails';
import type { JobLog } from './cleanup-job';

/** pg-boss queue and schedule: every minute cluster-wide (the composing is idempotent anyway). */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export const NOTIFICATION_MAIL_CRON = '* * * * *';
/** The embedded (PGlite) runner looks this often: well inside the 2-minute batching window. */
export const NOTIFICATION_MAIL_INTERVAL_MS = 30_000;

/** One run: composes every due mail (decision 0032); logs what it queued. */
export async function runNotificationMailJob(deps: AppDeps, log: JobLog): Promise<void> {
  const { mails, notifications } = await sendDueNotificationMails(deps);
  if (mails > 0) log(`notification mail: ${mails} mail(s) queued for ${notifications} notification(s)`);
}

/** The PGlite runner: an in-process timer, never two runs at once, one at start. */
export function startNotificationMailTimer(deps: AppDeps, log: JobLog, intervalMs = NOTIFICATION_MAIL_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runNotificationMailJob(deps, log)
      .catch((error: unknown) => log(`notification mail failed: ${error instanceof Error ? error.message : String(error)}`))
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
      await running;
    },
  };
}
