import { remindersSent } from '../../db/schema';
import { runReminders } from '../../jobs/reminder-sweep';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeTask, notificationsFor, scene } from '../../test/tasks-kit';
import { addBusinessDays } from './reminder-dates';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const of = (userId: number, type: string) => notificationsFor(t, userId).filter((n) => n.type === type);

describe('reminders', () => {
  it('reminds each assignee once the day before and on the day, and assignees and the creator once when overdue', async () => {
    const s = await scene(t);
    t.setNow(new Date('2026-12-07T08:00:00Z'));
    const task = await makeTask(t, s.owner.token, {
      workspace_id: s.ws,
      title: 'Send prices',
      due_date: '2026-12-08',
      assignee_ids: [s.owner.id, s.member.id],
    });
    // Not due yet, and a done task is never reminded.
    const done = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Done one', due_date: '2026-12-08', assignee_ids: [s.member.id] });
    await call(t, s.member.token, 'POST', `tasks/${done.id}/complete`);

    expect(await runReminders(t.deps)).toEqual({ tasks: 2, meetings: 0 });
    for (const user of [s.owner, s.member])
      expect(of(user.id, 'TaskDueTomorrow')).toEqual([
        expect.objectContaining({
          title: 'Task due tomorrow',
          message: '"Send prices" is due tomorrow',
          url: `/workspace/${s.ws}/tasks?taskId=${task.id}`,
          record: `task:${task.id}`,
        }),
      ]);
    // Running again, or in a second process after a restart, sends nothing more.
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 0 });
    await Promise.all([runReminders(t.deps), runReminders(t.deps)]);
    expect(of(s.member.id, 'TaskDueTomorrow')).toHaveLength(1);

    t.setNow(new Date('2026-12-08T00:05:00Z'));
    expect(await runReminders(t.deps)).toEqual({ tasks: 2, meetings: 0 });
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 0 });
    expect(of(s.member.id, 'TaskDueToday').map((n) => n.message)).toEqual(['"Send prices" is due today']);

    // Overdue: the member (assignee) and the owner (creator and assignee) once each, on every later day too.
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/unassign`, { user_id: s.owner.id });
    t.setNow(new Date('2026-12-09T10:00:00Z'));
    expect(await runReminders(t.deps)).toEqual({ tasks: 2, meetings: 0 });
    t.setNow(new Date('2026-12-10T10:00:00Z'));
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 0 });
    expect(of(s.member.id, 'TaskOverdue').map((n) => n.message)).toEqual(['"Send prices" was due on 2026-12-08']);
    expect(of(s.owner.id, 'TaskOverdue')).toHaveLength(1);

    // A new due date is a new reminder.
    await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { due_date: '2026-12-11' });
    expect(await runReminders(t.deps)).toEqual({ tasks: 1, meetings: 0 });
    expect(of(s.member.id, 'TaskDueTomorrow')).toHaveLength(2);
    expect(of(s.reader.id, 'TaskDueTomorrow')).toEqual([]);
    expect((await t.deps.db.select().from(remindersSent)).length).toBe(7);
  });

  it('reminds attendees the configured minutes before a meeting, once, and again when it moves', async () => {
    const s = await scene(t);
    t.setNow(new Date('2026-12-07T08:00:00Z'));
    const created = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', 'meetings', {
      workspace_id: s.ws,
      title: 'Review',
      starts_at: '2026-12-07T08:20:00Z',
      attendee_ids: [s.member.id, s.owner.id],
    });
    const id = created.body.data.id;
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 0 });
    t.setNow(new Date('2026-12-07T08:06:00Z'));
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 2 });
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 0 });
    expect(of(s.member.id, 'MeetingReminder')).toEqual([
      expect.objectContaining({ title: 'Review', message: '"Review" starts in 14 minutes (Dec 7, 2026, 8:20 AM UTC)', record: `meeting:${id}` }),
    ]);
    await call(t, s.owner.token, 'PUT', `meetings/${id}`, { starts_at: '2026-12-07T08:10:00Z' });
    expect(await runReminders(t.deps)).toEqual({ tasks: 0, meetings: 2 });
    expect(of(s.reader.id, 'MeetingReminder')).toEqual([]);
  });

  it('counts business days over the weekend', () => {
    expect(addBusinessDays('2026-12-07', 2)).toBe('2026-12-09'); // Monday → Wednesday
    expect(addBusinessDays('2026-12-11', 2)).toBe('2026-12-15'); // Friday → Tuesday
    expect(addBusinessDays('2026-12-12', 2)).toBe('2026-12-15'); // Saturday → Tuesday
  });
});
