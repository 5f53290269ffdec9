import type { Task, TaskDetail } from '@/lib/contract/tasks';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeSubtask, makeTask, notificationsFor, scene, type One } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const get = async (token: string, id: number) => (await call<One<TaskDetail>>(t, token, 'GET', `tasks/${id}`)).body.data;
const post = (token: string | null, path: string, body?: unknown) => call<One<Task>>(t, token, 'POST', path, body);
/** The assignment notifications of a user (assignees also follow the task and hear of its other changes). */
const assigned = (userId: number) => notificationsFor(t, userId).filter((n) => n.type === 'TaskAssigned');

describe('subtasks', () => {
  it('adds subtasks at the end, one level deep, and they work as tasks', async () => {
    const s = await scene(t);
    const parent = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    const first = await post(s.member.token, `tasks/${parent.id}/subtask`, { title: ' Print ', due_date: '2030-02-01' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      parent_id: parent.id,
      workspace_id: s.ws,
      title: 'Print',
      due_date: '2030-02-01',
      created_by: { id: s.member.id },
    });
    const second = await makeSubtask(t, s.owner.token, parent.id, 'Ship');
    const shown = await get(s.reader.token, parent.id);
    expect(shown.subtasks.map((x) => [x.id, x.title, x.position])).toEqual([
      [first.body.data.id, 'Print', 0],
      [second.id, 'Ship', 1],
    ]);

    const nested = await call(t, s.owner.token, 'POST', `tasks/${second.id}/subtask`, { title: 'Too deep' });
    expect(nested.status).toBe(422);
    expect(nested.body.errors.parent_id).toEqual(['A subtask cannot have subtasks of its own.']);
    expect((await call(t, s.owner.token, 'POST', `tasks/${parent.id}/subtask`, {})).body.errors).toHaveProperty('title');
    expect((await call(t, s.reader.token, 'POST', `tasks/${parent.id}/subtask`, { title: 'X' })).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `tasks/${parent.id}/subtask`, { title: 'X' })).status).toBe(404);

    // A subtask is a task: shown, edited and deleted by its own id; the list shows top-level tasks only.
    expect((await get(s.member.token, second.id)).parent_id).toBe(parent.id);
    expect((await call<One<Task>>(t, s.member.token, 'PUT', `tasks/${second.id}`, { title: 'Ship it' })).body.data.title).toBe('Ship it');
    expect((await call(t, s.owner.token, 'DELETE', `tasks/${first.body.data.id}`)).status).toBe(200);
    expect((await get(s.owner.token, parent.id)).subtasks.map((x) => x.title)).toEqual(['Ship it']);
    const list = await call<{ data: Task[] }>(t, s.owner.token, 'GET', 'tasks?status=all');
    expect(list.body.data.map((x) => x.id)).toEqual([parent.id]);
  });
});

describe('completion and progress', () => {
  it('counts subtasks toward the progress; completing a parent leaves its subtasks open', async () => {
    const s = await scene(t);
    const parent = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    const a = await makeSubtask(t, s.owner.token, parent.id, 'A');
    const b = await makeSubtask(t, s.owner.token, parent.id, 'B');
    expect((await get(s.owner.token, parent.id)).progress).toBe(0);

    const done = await post(s.member.token, `tasks/${a.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ completed: true, progress: 100, completed_by: { id: s.member.id } });
    expect(done.body.data.completed_at).not.toBeNull();
    const shown = await get(s.owner.token, parent.id);
    expect(shown).toMatchObject({ progress: 50, completed: false });
    expect(shown.subtasks.map((x) => x.completed)).toEqual([true, false]);

    // Idempotent: completing again keeps who and when.
    const again = await post(s.owner.token, `tasks/${a.id}/complete`);
    expect(again.body.data).toMatchObject({ completed_by: { id: s.member.id }, completed_at: done.body.data.completed_at });

    await post(s.owner.token, `tasks/${b.id}/complete`);
    expect((await get(s.owner.token, parent.id)).progress).toBe(100);
    const reopened = await post(s.owner.token, `tasks/${b.id}/incomplete`);
    expect(reopened.body.data).toMatchObject({ completed: false, completed_at: null, completed_by: null, progress: 0 });
    expect((await get(s.owner.token, parent.id)).progress).toBe(50);

    const parentDone = await post(s.owner.token, `tasks/${parent.id}/complete`);
    expect(parentDone.body.data).toMatchObject({ completed: true, progress: 50 });
    expect(parentDone.body.data.subtasks.map((x) => x.completed)).toEqual([true, false]);
    expect((await post(s.owner.token, `tasks/${parent.id}/incomplete`)).body.data.completed).toBe(false);
  });

  it('a task without subtasks is 0 or 100; read-only teams and outsiders cannot complete', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Solo' });
    expect((await post(s.owner.token, `tasks/${task.id}/complete`)).body.data.progress).toBe(100);
    expect((await post(s.owner.token, `tasks/${task.id}/incomplete`)).body.data.progress).toBe(0);
    expect((await post(s.reader.token, `tasks/${task.id}/complete`)).status).toBe(403);
    expect((await post(s.outsider.token, `tasks/${task.id}/complete`)).status).toBe(404);
    expect((await post(null, `tasks/${task.id}/incomplete`)).status).toBe(401);
    expect((await post(s.owner.token, 'tasks/999999/complete')).status).toBe(404);
  });

  it('shows a task due before today (UTC) and open as overdue', async () => {
    const s = await scene(t);
    // Near the real clock, so the session token stays valid.
    const now = new Date();
    t.setNow(now);
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const late = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Late', due_date: day(-1) });
    const today = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Today', due_date: day(0) });
    expect([late.overdue, today.overdue]).toEqual([true, false]);
    expect((await post(s.owner.token, `tasks/${late.id}/complete`)).body.data.overdue).toBe(false);
    t.setNow(null);
  });
});

describe('assignees', () => {
  it('assigns members, notifying the assignee on their channel but not the assigner; idempotent', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Call the buyer' });
    const res = await post(s.owner.token, `tasks/${task.id}/assign`, { user_id: s.member.id });
    expect(res.status).toBe(200);
    expect(res.body.data.assignees.map((a) => a.id)).toEqual([s.member.id]);
    expect(assigned(s.member.id)).toEqual([
      expect.objectContaining({
        type: 'TaskAssigned',
        kind: 'task_assigned',
        title: 'Task assigned',
        message: 'Olive Owner assigned you "Call the buyer"',
        url: `/workspace/${s.ws}/tasks?taskId=${task.id}`,
      }),
    ]);
    await post(s.owner.token, `tasks/${task.id}/assign`, { user_id: s.member.id });
    expect(assigned(s.member.id)).toHaveLength(1);
    await post(s.owner.token, `tasks/${task.id}/assign`, { user_id: s.owner.id });
    expect(assigned(s.owner.id)).toEqual([]);
    // Read-only teams are members of the workspace: they can be assigned, not assign.
    expect((await post(s.member.token, `tasks/${task.id}/assign`, { user_id: s.reader.id })).body.data.assignees).toHaveLength(3);
    expect((await post(s.reader.token, `tasks/${task.id}/assign`, { user_id: s.reader.id })).status).toBe(403);

    const outsider = await call(t, s.owner.token, 'POST', `tasks/${task.id}/assign`, { user_id: s.outsider.id });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.user_id).toEqual(['The selected user must be a member of the workspace.']);
    expect(assigned(s.outsider.id)).toEqual([]);
    expect((await call(t, s.owner.token, 'POST', `tasks/${task.id}/assign`, {})).body.errors).toHaveProperty('user_id');
    expect((await post(s.outsider.token, `tasks/${task.id}/assign`, { user_id: s.outsider.id })).status).toBe(404);

    const off = await post(s.member.token, `tasks/${task.id}/unassign`, { user_id: s.member.id });
    expect(off.body.data.assignees.map((a) => a.id)).toEqual([s.owner.id, s.reader.id]);
    expect((await post(s.member.token, `tasks/${task.id}/unassign`, { user_id: s.member.id })).status).toBe(200);
    expect((await post(s.reader.token, `tasks/${task.id}/unassign`, { user_id: s.reader.id })).status).toBe(403);
    expect(assigned(s.member.id)).toHaveLength(1);
  });

  it('notifies assignees named on create and the newly added ones on update', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Deck', assignee_ids: [s.owner.id, s.member.id] });
    expect(assigned(s.owner.id)).toEqual([expect.objectContaining({ message: 'Mel Member assigned you "Deck"' })]);
    expect(assigned(s.member.id)).toEqual([]);
    await call(t, s.member.token, 'PUT', `tasks/${task.id}`, { assignee_ids: [s.owner.id, s.reader.id] });
    expect(assigned(s.owner.id)).toHaveLength(1);
    expect(assigned(s.reader.id)).toEqual([expect.objectContaining({ kind: 'task_assigned' })]);
    // A subtask's notification opens its parent.
    const sub = await makeSubtask(t, s.owner.token, task.id, 'Slide 3');
    await post(s.owner.token, `tasks/${sub.id}/assign`, { user_id: s.member.id });
    expect(assigned(s.member.id).at(-1)).toMatchObject({ url: `/workspace/${s.ws}/tasks?taskId=${task.id}` });
  });
});

describe('access before the body', () => {
  it('answers a bad body with 404 to outsiders and 403 to read-only members; only writers get the 422', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Launch' });
    const writes: [string, string][] = [
      ['POST', `tasks/${task.id}/subtask`],
      ['POST', `tasks/${task.id}/assign`],
      ['POST', `tasks/${task.id}/unassign`],
      ['PUT', `tasks/${task.id}`],
    ];
    for (const [method, path] of writes) {
      for (const body of [{ title: '', user_id: 'x' }, 'not an object']) {
        expect([method, path, (await call(t, s.outsider.token, method, path, body)).status]).toEqual([method, path, 404]);
        expect([method, path, (await call(t, s.reader.token, method, path, body)).status]).toEqual([method, path, 403]);
        expect([method, path, (await call(t, s.owner.token, method, path, body)).status]).toEqual([method, path, 422]);
      }
    }
    expect((await call(t, s.outsider.token, 'POST', `tasks/${task.id}/discussion`, 'not an object')).status).toBe(404);
    expect((await get(s.owner.token, task.id)).title).toBe('Launch');
  });
});
