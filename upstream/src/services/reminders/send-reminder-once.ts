import type { NotificationData } from '@/lib/contract/notification-kinds';
import type { AppDeps } from '../../app-env';
import { inRequestTransaction } from '../../db/request-transaction';
import { remindersSent } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';

export type Reminder = {
  recordKind: 'task' | 'meeting';
  recordId: number;
  userId: number;
  reminder: 'due_tomorrow' | 'due_today' | 'overdue' | 'meeting_soon';
  dueKey: string;
  type: string;
  data: NotificationData;
};

/**
 * Claims the reminder's unique key and stores the notification (with its outbox event) in one
 * transaction: a second worker or a restart finds the key taken and sends nothing, and a failure
 * leaves neither. `allowed` is asked after the claim: someone who may no longer read the record keeps
 * the claim and gets nothing. Returns whether it was sent.
 */
export async function sendReminderOnce(deps: AppDeps, r: Reminder, allowed: () => Promise<boolean>): Promise<boolean> {
  let sent = false;
  await inRequestTransaction(deps.db, async () => {
    const claimed = await deps.db
      .insert(remindersSent)
      .values({ recordKind: r.recordKind, recordId: r.recordId, userId: r.userId, reminder: r.reminder, dueKey: r.dueKey, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (claimed.length === 0 || !(await allowed())) return;
    await notifyUser(deps, r.userId, r.type, r.data);
    sent = true;
  });
  return sent;
}
