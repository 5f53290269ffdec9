import type { AppDeps } from '../app-env';
import { sendMeetingReminders } from '../services/reminders/send-meeting-reminders';
import { sendTaskReminders } from '../services/reminders/send-task-reminders';
import type { JobLog } from './cleanup-job';

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
export function startReminderSweep(deps: AppDeps, log: JobLog, intervalMs = REMINDER_SWEEP_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = runReminders(deps)
      .then((sent) => {
        if (sent.tasks + sent.meetings > 0) log(`reminders: ${sent.tasks} task, ${sent.meetings} meeting`);
      })
      .catch((error: unknown) => log(`reminders: ${error instanceof Error ? error.message : String(error)}`))
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
