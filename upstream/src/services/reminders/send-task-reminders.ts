import { and, between, inArray, isNotNull, isNull, eq } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import { remindersSent, taskAssignees, tasks } from '../../db/schema';
import { findFollowable } from '../follows/require-followable';
import { addDays, localDate } from './reminder-dates';
import { sendReminderOnce, type Reminder } from './send-reminder-once';

/** How far back an overdue task still gets its one reminder: a first start does not flood people with years-old tasks. */
export const OVERDUE_LOOKBACK_DAYS = 7;

/** Until users carry a time zone, "today" is the UTC day; this is the one place that decides it. */
const userTimeZone = (_userId: number) => 'UTC';

type Candidate = { id: number; title: string; workspaceId: number; parentId: number | null; dueDate: string; createdBy: number | null; userId: number };

/**
 * Task reminders: each assignee of an open task the day before it is due (TaskDueTomorrow) and on
 * the day (TaskDueToday), in their time zone; once it is overdue, its assignees and its creator
 * (TaskOverdue), once per due date. Moving the due date makes the reminders due again. Someone who
 * can no longer read the task is skipped (and never reminded of it). Returns how many were sent.
 */
export async function sendTaskReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  // The widest window any zone can need (UTC−12 to UTC+14), narrowed per user below.
  const utcToday = localDate(now, 'UTC');
  const rows: Candidate[] = await deps.db
    .select({
      id: tasks.id,
      title: tasks.title,
      workspaceId: tasks.workspaceId,
      parentId: tasks.parentId,
      dueDate: tasks.dueDate,
      createdBy: tasks.createdBy,
      userId: taskAssignees.userId,
    })
    .from(tasks)
    .innerJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .where(
      and(isNull(tasks.completedAt), isNotNull(tasks.dueDate), between(tasks.dueDate, addDays(utcToday, -OVERDUE_LOOKBACK_DAYS - 1), addDays(utcToday, 2))),
    )
    .orderBy(tasks.id, taskAssignees.userId)
    .then((r) => r.map((x) => ({ ...x, dueDate: x.dueDate! })));
  if (rows.length === 0) return 0;

  const reminders: Reminder[] = [];
  const overdueSeen = new Set<string>();
  for (const row of rows) {
    const today = localDate(now, userTimeZone(row.userId));
    const kind = row.dueDate === addDays(today, 1) ? 'due_tomorrow' : row.dueDate === today ? 'due_today' : row.dueDate < today ? 'overdue' : null;
    if (!kind) continue;
    if (kind === 'overdue' && row.dueDate < addDays(today, -OVERDUE_LOOKBACK_DAYS)) continue;
    reminders.push(taskReminder(row, row.userId, kind));
    // The creator hears of an overdue task once, also when several assignees are late.
    if (kind === 'overdue' && row.createdBy !== null && !overdueSeen.has(`${row.id}`)) {
      overdueSeen.add(`${row.id}`);
      if (!rows.some((r) => r.id === row.id && r.userId === row.createdBy)) reminders.push(taskReminder(row, row.createdBy, 'overdue'));
    }
  }
  // Cheap filter of what was sent already; the unique key still decides under concurrency.
  const sent = await deps.db
    .select({ recordId: remindersSent.recordId, userId: remindersSent.userId, reminder: remindersSent.reminder, dueKey: remindersSent.dueKey })
    .from(remindersSent)
    .where(and(eq(remindersSent.recordKind, 'task'), inArray(remindersSent.recordId, [...new Set(rows.map((r) => r.id))])));
  const done = new Set(sent.map((s) => `${s.recordId}:${s.userId}:${s.reminder}:${s.dueKey}`));
  let count = 0;
  for (const r of reminders) {
    if (done.has(`${r.recordId}:${r.userId}:${r.reminder}:${r.dueKey}`)) continue;
    if (await sendReminderOnce(deps, r, () => findFollowable(deps.db, r.userId, 'task', r.recordId).then(Boolean))) count += 1;
  }
  return count;
}

const TYPES = { due_tomorrow: 'TaskDueTomorrow', due_today: 'TaskDueToday', overdue: 'TaskOverdue' } as const;
const TITLES = { due_tomorrow: 'Task due tomorrow', due_today: 'Task due today', overdue: 'Task overdue' } as const;

function taskReminder(row: Candidate, userId: number, kind: 'due_tomorrow' | 'due_today' | 'overdue'): Reminder {
  const when = { due_tomorrow: 'is due tomorrow', due_today: 'is due today', overdue: `was due on ${row.dueDate}` }[kind];
  return {
    recordKind: 'task',
    recordId: row.id,
    userId,
    reminder: kind,
    dueKey: row.dueDate,
    type: TYPES[kind],
    data: {
      kind: `task_${kind}`,
      title: TITLES[kind],
      message: `"${row.title}" ${when}`,
      // A subtask opens in its parent, like an assignment.
      url: recordUrl('task', row.parentId ?? row.id, row.workspaceId),
      record: `task:${row.id}`,
      due_date: row.dueDate,
    },
  };
}
