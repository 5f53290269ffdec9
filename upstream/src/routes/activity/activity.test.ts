import type { ActivityPage } from '@/lib/contract/activity';
import { activityPage } from '@/lib/contract/activity';
import { eq } from 'drizzle-orm';
import { activity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, json, signUpUser } from '../../test/helpers';
import { call, customToken, makeTask, scene } from '../../test/tasks-kit';
import { scene as companyScene } from '../../test/companies-kit';
import { form } from '../../test/teams-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const feed = async (token: string, path: string): Promise<ActivityPage> => {
  const res = await call<ActivityPage>(t, token, 'GET', path);
  expect(res.status).toBe(200);
  return activityPage.parse(res.body);
};

describe('the activity log', () => {
  it('records who changed what on a task, with the fields before and after, in the workspace feed', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Ship the deck', due_date: '2026-12-03' });
    expect((await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { due_date: '2026-12-05' })).status).toBe(200);
    expect((await call(t, s.member.token, 'DELETE', `tasks/${task.id}`)).status).toBe(200);

    const { data } = await feed(s.reader.token, `workspaces/${s.ws}/activity`);
    expect(data.map((a) => [a.action, a.actor?.name, a.subject?.type, a.subject?.id, a.subject?.label])).toEqual([
      ['delete', 'Mel Member', 'tasks', task.id, 'Ship the deck'],
      ['update', 'Olive Owner', 'tasks', task.id, 'Ship the deck'],
      ['create', 'Mel Member', 'tasks', task.id, 'Ship the deck'],
    ]);
    expect(data[1].changes).toEqual([{ field: 'due_date', before: '2026-12-03', after: '2026-12-05' }]);
    expect(data[1].route).toBe('PUT tasks/{taskId}');
    expect(data.every((a) => a.workspace_id === s.ws && a.via === 'session')).toBe(true);
  });

  it('records nothing for a refused write, and once for an idempotent retry', async () => {
    const s = await scene(t);
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Plan' });
    expect((await call(t, s.reader.token, 'PUT', `tasks/${task.id}`, { title: 'Hijacked' })).status).toBe(403);
    expect((await call(t, s.outsider.token, 'DELETE', `tasks/${task.id}`)).status).toBe(404);
    const headers = { ...auth(s.member.token), 'Idempotency-Key': 'retry-1' };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(`/api/tasks/${task.id}/complete`, { method: 'POST', headers });
      expect(res.status).toBe(200);
    }
    const { data } = await feed(s.owner.token, `workspaces/${s.ws}/activity`);
    expect(data.map((a) => [a.action, a.route])).toEqual([
      ['action', 'POST tasks/{taskId}/complete'],
      ['create', 'POST tasks'],
    ]);
  });

  it('names the impersonating administrator and the API token', async () => {
    const s = await scene(t);
    const admin = await signUpUser(t, 'admin@example.com', 'Sue', 'Admin');
    const res = await t.app.request('/api/superadmin/impersonate', json({ user_id: s.member.id }, auth(admin.token)));
    const impersonation = ((await res.json()) as { data: { token: string } }).data.token;
    await makeTask(t, impersonation, { workspace_id: s.ws, title: 'As Mel' });
    const script = await customToken(t, s.owner.token, ['tasks:write', 'tasks:read']);
    await makeTask(t, script, { workspace_id: s.ws, title: 'By script' });

    const { data } = await feed(admin.token, 'superadmin/activity?subject_type=tasks');
    expect(data.map((a) => [a.subject?.label, a.actor?.name, a.impersonator?.name ?? null, a.via, a.token?.name ?? null])).toEqual([
      ['By script', 'Olive Owner', null, 'custom', 'test'],
      ['As Mel', 'Mel Member', 'Sue Admin', 'impersonation', null],
    ]);
  });

  it('keeps each reader to their scope: a workspace they read, a company they administer, the whole log for super-administrators', async () => {
    const s = await scene(t);
    await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Ours' });
    const rename = new FormData();
    rename.set('name', 'Acme Corp');
    expect((await t.app.request(`/api/companies/${s.acme}`, { method: 'PUT', headers: auth(s.owner.token), body: rename })).status).toBe(200);
    expect((await call(t, s.outsider.token, 'GET', `workspaces/${s.ws}/activity`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme}/activity`)).status).toBe(404);
    expect((await call(t, s.member.token, 'GET', `companies/${s.acme}/activity`)).status).toBe(403);
    expect((await call(t, s.owner.token, 'GET', 'superadmin/activity')).status).toBe(403);
    const audit = await feed(s.owner.token, `companies/${s.acme}/activity`);
    expect(audit.data.map((a) => [a.action, a.subject?.type, a.company_id])).toEqual([['update', 'companies', s.acme]]);
    expect(audit.data[0].changes).toContainEqual({ field: 'name', before: 'Acme', after: 'Acme Corp' });
    // The outsider's own workspace feed shows none of it.
    expect((await feed(s.outsider.token, `workspaces/${s.otherWs}/activity`)).data).toEqual([]);
  });

  it('pages newest first by keyset, and filters by actor and action', async () => {
    const s = await scene(t);
    for (let i = 1; i <= 5; i++) await makeTask(t, i % 2 ? s.owner.token : s.member.token, { workspace_id: s.ws, title: `Task ${i}` });
    const first = await feed(s.owner.token, `workspaces/${s.ws}/activity?per_page=2`);
    expect(first.data.map((a) => a.subject?.label)).toEqual(['Task 5', 'Task 4']);
    const second = await feed(s.owner.token, `workspaces/${s.ws}/activity?per_page=2&before=${first.next_before}`);
    expect(second.data.map((a) => a.subject?.label)).toEqual(['Task 3', 'Task 2']);
    const last = await feed(s.owner.token, `workspaces/${s.ws}/activity?per_page=2&before=${second.next_before}`);
    expect([last.data.length, last.next_before]).toEqual([1, null]);
    const mel = await feed(s.owner.token, `workspaces/${s.ws}/activity?actor_id=${s.member.id}&action=create`);
    expect(mel.data.map((a) => a.subject?.label)).toEqual(['Task 4', 'Task 2']);
    expect((await call(t, s.owner.token, 'GET', `workspaces/${s.ws}/activity?per_page=500`)).status).toBe(422);
  });

  it('filters by day (inclusive, UTC) and refuses a range that ends before it starts', async () => {
    const s = await scene(t);
    const day = (n: number) => new Date(Date.UTC(2030, 0, n, 12));
    const task = await makeTask(t, s.member.token, { workspace_id: s.ws, title: 'Dated' });
    await t.deps.db.update(activity).set({ at: day(1) });
    expect((await call(t, s.owner.token, 'PUT', `tasks/${task.id}`, { title: 'Dated again' })).status).toBe(200);
    await t.deps.db
      .update(activity)
      .set({ at: day(2) })
      .where(eq(activity.action, 'update'));
    const on = async (q: string) => (await feed(s.owner.token, `workspaces/${s.ws}/activity?${q}`)).data.map((a) => a.action);
    expect(await on('date_from=2030-01-01&date_to=2030-01-01')).toEqual(['create']);
    expect(await on('date_from=2030-01-02')).toEqual(['update']);
    expect(await on('date_to=2030-01-02')).toEqual(['update', 'create']);
    const wrong = await call<{ errors: Record<string, string[]> }>(
      t,
      s.owner.token,
      'GET',
      `workspaces/${s.ws}/activity?date_from=2030-01-02&date_to=2030-01-01`,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ date_to: ['The date_to must be a date after or equal to date_from.'] });
  });

  it("shows a catalogue record's history to every member of the company, and the rest of the log to its admins only", async () => {
    const c = await companyScene(t);
    const made = await call<{ data: { id: number } }>(t, c.owner.token, 'POST', `companies/${c.acme.id}/products`, form({ name: 'Soap', sku: 'S-1' }));
    expect((await call(t, c.owner.token, 'PUT', `companies/${c.acme.id}/products/${made.body.data.id}`, form({ name: 'Sunny Soap' }))).status).toBe(200);
    const history = await feed(c.member.token, `companies/${c.acme.id}/activity?subject_type=products&subject_id=${made.body.data.id}`);
    expect(history.data.map((a) => [a.action, a.subject?.label])).toEqual([
      ['update', 'Sunny Soap'],
      ['create', 'Soap'],
    ]);
    expect((await call(t, c.member.token, 'GET', `companies/${c.acme.id}/activity`)).status).toBe(403);
    expect((await call(t, c.member.token, 'GET', `companies/${c.acme.id}/activity?subject_type=teams&subject_id=1`)).status).toBe(403);
    expect((await call(t, c.outsider.token, 'GET', `companies/${c.acme.id}/activity?subject_type=products&subject_id=${made.body.data.id}`)).status).toBe(404);
  });

  it('names a workspace’s own retailers, brands and products apart from the company’s', async () => {
    const s = await scene(t);
    expect((await call(t, s.owner.token, 'DELETE', `workspaces/${s.ws}/products/${s.product}`)).status).toBe(200);
    const { data } = await feed(s.reader.token, `workspaces/${s.ws}/activity?subject_type=workspace-products&subject_id=${s.product}`);
    expect(data.map((a) => [a.action, a.subject?.type, a.subject?.id])).toEqual([['delete', 'workspace-products', s.product]]);
  });
});
