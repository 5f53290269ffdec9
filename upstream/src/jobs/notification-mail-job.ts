import type { AppDeps } from '../app-env';
import { sendDueNotificationMails } from '../services/notification-mail/send-due-notification-mails';
import type { JobLog } from './cleanup-job';
import { repeatInProcess, type Repeating } from './repeat-in-process';

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
export function startNotificationMailTimer(deps: AppDeps, log: JobLog, intervalMs = NOTIFICATION_MAIL_INTERVAL_MS): Repeating {
  return repeatInProcess('notification mail', () => runNotificationMailJob(deps, log), log, intervalMs);
}
