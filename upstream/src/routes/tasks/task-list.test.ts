import { eq } from 'drizzle-orm';
import type { Task } from '@/lib/contract/tasks';
import { tasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeMeeting, makeTask, scene, type Paged } from '../../test/tasks-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function setup() {
  const s = await scene(t);
  const mk = (title: string, extra: Record<string, unknown> = {}) => makeTask(t, s.owner.token, { workspace_id: s.ws, title, ...extra });
  const late = await mk('Late invoice', { due_date: day(-2), assignee_ids: [s.member.id] });
  const soon = await mk('Soon', { due_date: day(3), workspace_company_retailer_id: s.target });
  const undated = await mk('Undated 100%_done', { workspace_company_brand_id: s.brand, workspace_company_product_id: s.product });
  const done = await mk('Done', { due_date: day(-5), assignee_ids: [s.member.id] });
  await call(t, s.owner.token, 'POST', `tasks/${done.id}/complete`);
  const theirs = await makeTask(t, s.outsider.token, { workspace_id: s.otherWs, title: 'Rival task' });
  return { s, late, soon, undated, done, theirs };
}

const ids = async (token: string, query: string) => {
  const res = await call<Paged<Task>>(t, token, 'GET', `tasks${query}`);
  expect(res.status).toBe(200);
  return res.body.data.map((x) => x.id);
};

describe('GET tasks', () => {
  it('lists open tasks of the visible workspaces by default: soonest due first, undated last', async () => {
    const { s, late, soon, undated, theirs } = await setup();
    expect(await ids(s.member.token, '')).toEqual([late.id, soon.id, undated.id]);
    expect(await ids(s.reader.token, '')).toEqual([late.id, soon.id, undated.id]);
    expect(await ids(s.outsider.token, '')).toEqual([theirs.id]);
    // A workspace the caller cannot see is silently dropped from the scope.
    expect(await ids(s.outsider.token, `?workspace_ids=${s.ws}`)).toEqual([]);
    expect(await ids(s.owner.token, `?workspace_ids=${s.ws},${s.otherWs}`)).toHaveLength(3);
  });

  it('filters by status, assignee and due dates', async () => {
    const { s, late, soon, undated, done } = await setup();
    expect(await ids(s.owner.token, '?status=overdue')).toEqual([late.id]);
    expect(await ids(s.owner.token, '?status=completed')).toEqual([done.id]);
    expect(await ids(s.owner.token, '?status=all')).toEqual([late.id, soon.id, undated.id, done.id]);
    expect(await ids(s.member.token, '?assignee=me&status=all')).toEqual([late.id, done.id]);
    expect(await ids(s.owner.token, '?assignee=me')).toEqual([]);
    expect(await ids(s.owner.token, `?assignee=${s.member.id}`)).toEqual([late.id]);
    expect(await ids(s.owner.token, `?status=all&due_from=${day(-3)}&due_to=${day(3)}`)).toEqual([late.id, soon.id]);
    expect(await ids(s.owner.token, `?status=all&due_to=${day(-3)}`)).toEqual([done.id]);
  });

  it('applies the global filters: records, creation dates, search (wildcards literal), meeting', async () => {
    const { s, late, soon, undated } = await setup();
    expect(await ids(s.owner.token, `?retailer_ids=${s.target}`)).toEqual([soon.id]);
    expect(await ids(s.owner.token, `?brand_ids[]=${s.brand}`)).toEqual([undated.id]);
    expect(await ids(s.owner.token, `?product_ids=${s.product}`)).toEqual([undated.id]);
    expect(await ids(s.owner.token, '?search=INVOICE')).toEqual([late.id]);
    expect(await ids(s.owner.token, `?search=${encodeURIComponent('100%_')}`)).toEqual([undated.id]);
    expect(await ids(s.owner.token, '?search=%25')).toEqual([undated.id]);

    await t.deps.db
      .update(tasks)
      .set({ createdAt: new Date('2024-01-15T12:00:00Z') })
      .where(eq(tasks.id, soon.id));
    expect(await ids(s.owner.token, '?date_from=2024-01-15&date_to=2024-01-15')).toEqual([soon.id]);
    expect(await ids(s.owner.token, '?date_to=2024-01-14')).toEqual([]);

    const meeting = await makeMeeting(t, s.ws, s.owner.id);
    const fromMeeting = await call<{ data: Task }>(t, s.owner.token, 'POST', `meetings/${meeting}/task`, { title: 'Minutes' });
    expect(await ids(s.owner.token, `?meeting_id=${meeting}`)).toEqual([fromMeeting.body.data.id]);
  });

  it('sorts when asked and pages 20 at a time', async () => {
    const { s, late, soon, undated } = await setup();
    expect(await ids(s.owner.token, '?sort=name')).toEqual([late.id, soon.id, undated.id]);
    expect(await ids(s.owner.token, '?sort=-name')).toEqual([undated.id, soon.id, late.id]);
    expect(await ids(s.owner.token, '?sort=created_at')).toEqual([late.id, soon.id, undated.id]);
    for (let i = 0; i < 20; i += 1) await makeTask(t, s.owner.token, { workspace_id: s.ws, title: `Bulk ${i}` });
    const page2 = await call<Paged<Task>>(t, s.owner.token, 'GET', 'tasks?page=2');
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 23 });
    expect(page2.body.data).toHaveLength(3);
  });

  it('answers 422 for a bad query and 401 without a token', async () => {
    const { s } = await setup();
    const bad = await call(t, s.owner.token, 'GET', 'tasks?status=late&assignee=someone&due_from=tomorrow&retailer_ids=x');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['assignee', 'due_from', 'retailer_ids', 'status']);
    const reversed = await call(t, s.owner.token, 'GET', 'tasks?date_from=2024-02-01&date_to=2024-01-01');
    expect(reversed.body.errors).toHaveProperty('date_to');
    expect((await call(t, null, 'GET', 'tasks')).status).toBe(401);
  });
});
