import type { AppDeps } from '../app-env';
import { sendMeetingReminders } from '../services/reminders/send-meeting-reminders';
import { sendTaskReminders } from '../services/reminders/send-task-reminders';
import type { JobLog } from './cleanup-job';
import { repeatInProcess, type Repeating } from './repeat-in-process';

/** How often a process that runs jobs looks for reminders to send (a meeting reminder is at most this late). */
export const REMINDER_SWEEP_MS = 60_000;

/** One pass: due and overdue tasks, then meetings about to start. */
export async function runReminders(deps: AppDeps): Promise<{ tasks: number; meetings: number }> {
  return { tasks: await sendTaskReminders(deps), meetings: await sendMeetingReminders(deps) };
}

/**
 * Reminders (issue 33) on start and every minute, in every process that runs jobs (pg-boss workers
 * and the embedded PGlite runner alike): each reminder claims its unique row in reminders_sent in the
 * same transaction as its notification, so any number of processes may sweep and each is sent once.
 */
export function startReminderSweep(deps: AppDeps, log: JobLog, intervalMs = REMINDER_SWEEP_MS): Repeating {
  const sweep = async () => {
    const sent = await runReminders(deps);
    if (sent.tasks + sent.meetings > 0) log(`reminders: ${sent.tasks} task, ${sent.meetings} meeting`);
  };
  return repeatInProcess('reminders', sweep, log, intervalMs);
}
