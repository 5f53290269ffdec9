import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, eventsFor, makeMeeting, makeSubtask, makeTask, scene } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CONTENT = new Set(['taskUpdated', 'taskDeleted', 'meetingUpdated']);

describe('live updates of tasks', () => {
  it("tells the users of the task's workspace, and only them, about every change", async () => {
    const s = await scene(t);
    const events = (userId: number) => eventsFor(t, userId).filter((e) => CONTENT.has(e.event));
    t.publisher.clear();

    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    const updated = (id: number, parent: number | null = null) => ({ event: 'taskUpdated', data: { id, workspace_ids: [s.ws], parent_id: parent } });
    for (const user of [s.owner, s.member, s.reader]) expect(events(user.id)).toEqual([updated(task.id)]);

    // A subtask's change is its parent's change too.
    const sub = await makeSubtask(t, s.member.token, task.id, 'Print');
    expect(events(s.reader.id).slice(-2)).toEqual([updated(sub.id, task.id), updated(task.id)]);
    await call(t, s.member.token, 'POST', `tasks/${sub.id}/complete`);
    expect(events(s.reader.id).slice(-2)).toEqual([updated(sub.id, task.id), updated(task.id)]);
    const count = events(s.reader.id).length;
    // Idempotent calls and refused requests broadcast nothing.
    await call(t, s.member.token, 'POST', `tasks/${sub.id}/complete`);
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/unassign`, { user_id: s.member.id });
    await call(t, s.reader.token, 'PUT', `tasks/${task.id}`, { title: 'X' });
    await call(t, s.member.token, 'DELETE', `tasks/${task.id}`);
    await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { title: '' });
    expect(events(s.reader.id)).toHaveLength(count);

    await call(t, s.member.token, 'PUT', `tasks/${task.id}`, { title: 'Launch v2' });
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/assign`, { user_id: s.member.id });
    await call(t, s.owner.token, 'POST', `tasks/${task.id}/unassign`, { user_id: s.member.id });
    await call(t, s.reader.token, 'POST', `tasks/${task.id}/discussion`, { title: 'Q' });
    expect(events(s.reader.id).slice(count)).toEqual(Array(4).fill(updated(task.id)));

    const meeting = await makeMeeting(t, s.ws, s.owner.id);
    const fromMeeting = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', `meetings/${meeting}/task`, { title: 'Minutes' });
    expect(events(s.member.id).slice(-2)).toEqual([
      updated(fromMeeting.body.data.id),
      { event: 'meetingUpdated', data: { id: meeting, workspace_ids: [s.ws] } },
    ]);

    await call(t, s.owner.token, 'DELETE', `tasks/${sub.id}`);
    expect(events(s.reader.id).slice(-2)).toEqual([
      { event: 'taskDeleted', data: { id: sub.id, workspace_ids: [s.ws], parent_id: task.id } },
      updated(task.id),
    ]);
    await call(t, s.owner.token, 'DELETE', `tasks/${task.id}`);
    for (const user of [s.owner, s.member, s.reader])
      expect(events(user.id).at(-1)).toEqual({ event: 'taskDeleted', data: { id: task.id, workspace_ids: [s.ws], parent_id: null } });
    expect(eventsFor(t, s.outsider.id)).toEqual([]);
  });
});
