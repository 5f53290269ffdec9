import { eq } from 'drizzle-orm';
import type { Task, TaskDetail } from '@/lib/contract/tasks';
import { taskDetailResource, taskResource } from '@/lib/contract/tasks';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, makeMeeting, makeSubtask, makeTask, scene, type One } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('tasks: create, show, update, delete', () => {
  it('documents every tasks route under its clean path', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/tasks'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/tasks/{taskId}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/tasks/{taskId}/files'] ?? {}).sort()).toEqual(['get', 'post']);
    for (const path of ['subtask', 'discussion', 'complete', 'incomplete', 'assign', 'unassign', 'files/{fileId}'])
      expect(doc.paths).toHaveProperty([`/tasks/{taskId}/${path}`]);
    expect(doc.paths).toHaveProperty(['/meetings/{meetingId}/task']);
  });

  it('needs a token, and the tasks ability', async () => {
    expect((await call(t, null, 'GET', 'tasks')).status).toBe(401);
    expect((await call(t, null, 'POST', 'tasks', { title: 'x' })).status).toBe(401);
    expect((await call(t, null, 'GET', 'tasks/1')).status).toBe(401);
    expect((await call(t, null, 'POST', 'tasks/1/complete')).status).toBe(401);
    const s = await scene(t);
    const filesOnly = await customToken(t, s.owner.token, ['files:write']);
    expect((await call(t, filesOnly, 'GET', 'tasks')).status).toBe(403);
    const readOnly = await customToken(t, s.owner.token, ['tasks:read']);
    expect((await call(t, readOnly, 'GET', 'tasks')).status).toBe(200);
    expect((await call(t, readOnly, 'POST', 'tasks', { workspace_id: s.ws, title: 'X' })).status).toBe(403);
  });

  it('creates a task with its links and assignees, notifies them, and shows it with discussions and files', async () => {
    const s = await scene(t);
    const res = await call<One<Task>>(t, s.member.token, 'POST', 'tasks', {
      workspace_id: s.ws,
      title: ' Send the deck ',
      description: 'Before Friday',
      due_date: '2030-01-10',
      assignee_ids: [s.owner.id, s.member.id, s.reader.id],
      workspace_company_retailer_id: s.target,
      workspace_company_brand_id: s.brand,
      workspace_company_product_id: s.product,
    });
    expect(res.status).toBe(201);
    const task = res.body.data;
    expect(taskResource.strict().safeParse(task).success).toBe(true);
    expect(task).toMatchObject({
      workspace_id: s.ws,
      workspace_name: 'Launch',
      parent_id: null,
      meeting_id: null,
      meeting_title: null,
      title: 'Send the deck',
      description: 'Before Friday',
      due_date: '2030-01-10',
      overdue: false,
      completed: false,
      completed_at: null,
      completed_by: null,
      subtasks: [],
      progress: 0,
      files_count: 0,
      discussions_count: 0,
      workspace_company_retailer_id: s.target,
      workspace_company_brand_id: s.brand,
      workspace_company_product_id: s.product,
      created_by: { id: s.member.id, first_name: 'Mel' },
      can_write: true,
      can_edit: true,
    });
    expect(task.assignees.map((a) => a.id)).toEqual([s.owner.id, s.member.id, s.reader.id].sort((a, b) => a - b));

    const shown = await call<One<TaskDetail>>(t, s.reader.token, 'GET', `tasks/${task.id}`);
    expect(shown.status).toBe(200);
    expect(taskDetailResource.strict().safeParse(shown.body.data).success).toBe(true);
    expect(shown.body.data).toEqual({ ...task, can_write: false, can_edit: false, discussions: [], files: [], monitoring_alert: null });
  });

  it('answers 422 with field errors', async () => {
    const s = await scene(t);
    const post = (body: unknown) => call(t, s.owner.token, 'POST', 'tasks', body);
    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['title', 'workspace_id']);
    const bad = await post({ workspace_id: s.ws, title: 'x'.repeat(301), due_date: '10/01/2030', assignee_ids: 'a,b' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['assignee_ids', 'due_date', 'title']);
    const outsider = await post({ workspace_id: s.ws, title: 'X', assignee_ids: [s.outsider.id] });
    expect(outsider.status).toBe(422);
    expect(outsider.body.errors.assignee_ids).toEqual(['The selected assignees must be members of the workspace.']);
    const theirs = await post({ workspace_id: s.ws, title: 'X', workspace_company_retailer_id: s.theirRetailer, workspace_company_brand_id: s.theirBrand });
    expect(theirs.body.errors.workspace_company_retailer_id).toEqual(['The selected retailer is invalid.']);
    // Nothing was written by a refused request.
    expect(await t.deps.db.select().from(tasks)).toEqual([]);
  });

  it('needs the create right: 403 for a read-only team and in a restricted workspace, 404 for an outsider', async () => {
    const s = await scene(t, { restrict: true });
    expect((await call(t, s.reader.token, 'POST', 'tasks', { workspace_id: s.ws, title: 'X' })).status).toBe(403);
    const restricted = await call(t, s.member.token, 'POST', 'tasks', { workspace_id: s.ws, title: 'X' });
    expect(restricted.status).toBe(403);
    expect(restricted.body.message).toBe('Only admins of the owner team can create resources in this workspace.');
    expect((await call(t, s.outsider.token, 'POST', 'tasks', { workspace_id: s.ws, title: 'X' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'tasks', { workspace_id: s.ws, title: 'X' })).status).toBe(201);
  });

  it('updates the fields sent; assignee_ids replaces the assignees; read-only teams and outsiders are refused', async () => {
    const s = await scene(t, { restrict: true });
    const task = await makeTask(t, s.owner.token, {
      workspace_id: s.ws,
      title: 'Plan',
      description: 'Keep',
      due_date: '2030-01-01',
      assignee_ids: [s.owner.id],
      workspace_company_brand_id: s.brand,
    });
    // Writing a restricted workspace's tasks needs write access, not the create right.
    const res = await call<One<Task>>(t, s.member.token, 'PUT', `tasks/${task.id}`, {
      title: 'Plan B',
      due_date: null,
      assignee_ids: [s.member.id, s.reader.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Plan B',
      description: 'Keep',
      due_date: null,
      workspace_company_brand_id: s.brand,
      can_write: true,
      can_edit: false,
    });
    expect(res.body.data.assignees.map((a) => a.id)).toEqual([s.member.id, s.reader.id]);
    const cleared = await call<One<Task>>(t, s.owner.token, 'PUT', `tasks/${task.id}`, { workspace_company_brand_id: null, description: '' });
    expect(cleared.body.data).toMatchObject({ workspace_company_brand_id: null, description: null, title: 'Plan B' });

    const empty = await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { title: '', workspace_company_product_id: 999999 });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['title']);
    const badLink = await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { workspace_company_brand_id: s.theirBrand });
    expect(badLink.body.errors.workspace_company_brand_id).toEqual(['The selected brand is invalid.']);
    expect((await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { assignee_ids: [s.outsider.id] })).body.errors.assignee_ids).toHaveLength(1);

    expect((await call(t, s.reader.token, 'PUT', `tasks/${task.id}`, { title: 'Mine' })).status).toBe(403);
    expect((await call(t, s.outsider.token, 'PUT', `tasks/${task.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `tasks/${task.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'tasks/999999')).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'tasks/abc')).status).toBe(404);
  });

  it('lets its author or a manager delete it, subtasks included; others get 403 or 404', async () => {
    const s = await scene(t);
    const byOwner = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: "Owner's" });
    const sub = await makeSubtask(t, s.member.token, byOwner.id, 'Step');
    expect((await call(t, s.member.token, 'DELETE', `tasks/${byOwner.id}`)).status).toBe(403);
    expect((await call(t, s.reader.token, 'DELETE', `tasks/${byOwner.id}`)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'DELETE', `tasks/${byOwner.id}`)).status).toBe(404);
    const deleted = await call(t, s.owner.token, 'DELETE', `tasks/${byOwner.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Task has been deleted.' } });
    expect(await t.deps.db.select().from(tasks).where(eq(tasks.id, sub.id))).toEqual([]);

    const byMember = await makeTask(t, s.member.token, { workspace_id: s.ws, title: "Member's" });
    expect((await call(t, s.member.token, 'DELETE', `tasks/${byMember.id}`)).status).toBe(200);
    const another = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Managed' });
    expect((await call(t, s.owner.token, 'DELETE', `tasks/${another.id}`)).status).toBe(200);
    expect((await call(t, s.owner.token, 'GET', `tasks/${another.id}`)).status).toBe(404);
  });

  it("creates a task from a meeting, in the meeting's workspace", async () => {
    const s = await scene(t, { restrict: true });
    const meeting = await makeMeeting(t, s.ws, s.owner.id, 'Weekly sync');
    const res = await call<One<Task>>(t, s.member.token, 'POST', `meetings/${meeting}/task`, { title: 'Follow up', assignee_ids: [s.owner.id] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ workspace_id: s.ws, meeting_id: meeting, meeting_title: 'Weekly sync', title: 'Follow up' });
    expect((await call(t, s.member.token, 'POST', `meetings/${meeting}/task`, {})).body.errors).toHaveProperty('title');
    expect((await call(t, s.reader.token, 'POST', `meetings/${meeting}/task`, { title: 'X' })).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `meetings/${meeting}/task`, { title: 'X' })).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'meetings/999999/task', { title: 'X' })).status).toBe(404);
    expect((await call(t, null, 'POST', `meetings/${meeting}/task`, { title: 'X' })).status).toBe(401);
    // Access is checked before the body: a bad one is still 404 to outsiders and 403 to read-only members.
    expect((await call(t, s.reader.token, 'POST', `meetings/${meeting}/task`, {})).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', `meetings/${meeting}/task`, 'not an object')).status).toBe(404);
  });

  it('starts a discussion on a task anyone who reads it may join', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Discuss me' });
    const res = await call<One<{ task_id: number; title: string }>>(t, s.reader.token, 'POST', `tasks/${task.id}/discussion`, { title: 'When?' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ task_id: task.id, title: 'When?' });
    expect((await call(t, s.reader.token, 'POST', `tasks/${task.id}/discussion`, {})).status).toBe(422);
    expect((await call(t, s.outsider.token, 'POST', `tasks/${task.id}/discussion`, { title: 'X' })).status).toBe(404);
    const shown = (await call<One<TaskDetail>>(t, s.member.token, 'GET', `tasks/${task.id}`)).body.data;
    expect(shown.discussions_count).toBe(1);
    expect(shown.discussions.map((d) => d.title)).toEqual(['When?']);
  });
});
