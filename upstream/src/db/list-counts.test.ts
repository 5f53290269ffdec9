import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { makeCompany } from '../test/content-fixtures';
import { makeTeam, makeWorkspace } from '../test/fixtures';
import { auth, signUpUser } from '../test/helpers';

/**
 * list_counts (migration 0007) must always equal a recount of what each list totals: the lists'
 * unfiltered `meta.total` is read from it. Each step below changes rows in a way the app does —
 * one row, a bulk statement, a cascade, an update that moves a task in or out of "open" — and
 * the whole table is compared with the recount after it.
 */
const RECOUNT = `
  select 'brands' as list, company_id as scope_id, count(*)::int as n from brands group by 2
  union all select 'products', company_id, count(*) from products group by 2
  union all select 'company_retailers', company_id, count(*) from company_retailers group by 2
  union all select 'company_partners', company_id, count(*) from company_partners group by 2
  union all select 'company_distributors', company_id, count(*) from company_distributors group by 2
  union all select 'directory_retailers', 0, count(*) from directory_retailers having count(*) > 0
  union all select 'directory_partners', 0, count(*) from directory_partners having count(*) > 0
  union all select 'directory_distributors', 0, count(*) from directory_distributors having count(*) > 0
  union all select 'files', workspace_id, count(*) from file_workspaces group by 2
  union all select 'insights', workspace_id, count(*) from insight_workspaces group by 2
  union all select 'meetings', workspace_id, count(*) from meetings group by 2
  union all select 'open_tasks', workspace_id, count(*) from tasks where parent_id is null and completed_at is null group by 2
  union all select 'users', 0, count(*) from users having count(*) > 0`;

type Row = { list: string; scope_id: number; n: number };
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows.map((x) => `${x.list}:${x.scope_id}=${Number(x.n)}`).sort();

describe('list_counts follows every change to the lists it counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function expectInStep(step: string) {
    const kept = rowsOf(await t.deps.db.execute(sql.raw('select list, scope_id, n from list_counts where n <> 0')));
    const recounted = rowsOf(await t.deps.db.execute(sql.raw(RECOUNT)));
    expect({ step, counts: kept }).toEqual({ step, counts: recounted });
    expect(kept.length).toBeGreaterThan(0);
  }

  it('through inserts, bulk inserts, deletes, cascades, shares and task updates', async () => {
    const { token, id: userId } = await signUpUser(t, 'counter@example.com');
    const teamId = await makeTeam(t, [{ userId, role: 'admin' }]);
    const a = await makeCompany(t, teamId, 'A');
    const b = await makeCompany(t, teamId, 'B');
    const ws1 = await makeWorkspace(t, { ownerTeamId: teamId });
    const ws2 = await makeWorkspace(t, { ownerTeamId: teamId });
    const db = t.deps.db;
    const exec = (text: string) => db.execute(sql.raw(text));
    await expectInStep('a user');

    const res = await t.app.request(`/api/companies/${a}/brands`, {
      method: 'POST',
      headers: auth(token),
      body: (() => {
        const f = new FormData();
        f.set('name', 'Solo');
        return f;
      })(),
    });
    expect(res.status).toBe(201);
    for (const table of ['brands', 'products', 'company_retailers', 'company_partners', 'company_distributors']) {
      await exec(`insert into ${table} (company_id, name) select case when i % 3 = 0 then ${b} else ${a} end, 'x' || i from generate_series(1, 50) i`);
    }
    for (const table of ['directory_retailers', 'directory_partners', 'directory_distributors'])
      await exec(`insert into ${table} (name) select 'd' || i from generate_series(1, 7) i`);
    await expectInStep('single and bulk inserts');

    await exec(`insert into files (workspace_id, name, created_by) select ${ws1}, 'f' || i, ${userId} from generate_series(1, 30) i`);
    await exec(`insert into file_workspaces (file_id, workspace_id) select id, ${ws1} from files`);
    await exec(`insert into file_workspaces (file_id, workspace_id) select id, ${ws2} from files where id % 2 = 0`);
    await exec(`insert into insights (workspace_id, name, type, created_by) select ${ws2}, 'i' || i, 'Market', ${userId} from generate_series(1, 12) i`);
    await exec(`insert into insight_workspaces (insight_id, workspace_id) select id, ${ws2} from insights`);
    await exec(
      `insert into meetings (workspace_id, title, starts_at, ends_at) select case when i % 2 = 0 then ${ws1} else ${ws2} end, 'm' || i, now(), now() + interval '1 hour' from generate_series(1, 9) i`,
    );
    await exec(`insert into tasks (workspace_id, title) select ${ws1}, 't' || i from generate_series(1, 10) i`);
    await exec(`insert into tasks (workspace_id, title, parent_id) select ${ws1}, 'sub', id from tasks where id % 4 = 0`);
    await expectInStep('workspace content and shares');

    await exec(`update tasks set completed_at = now() where parent_id is null and id % 3 = 0`);
    await exec(`update tasks set completed_at = null where id = (select min(id) from tasks where completed_at is not null)`);
    await exec(`update tasks set workspace_id = ${ws2} where parent_id is null and id % 5 = 0`);
    await exec(`update meetings set workspace_id = ${ws1} where id % 3 = 0`);
    await expectInStep('tasks done, reopened and moved; meetings moved');

    await exec(`delete from file_workspaces where workspace_id = ${ws2} and file_id % 4 = 0`);
    await exec(`delete from brands where id % 5 = 0`);
    await exec(`delete from directory_partners where id % 2 = 0`);
    await expectInStep('unshares and deletes');

    await exec(`delete from companies where id = ${b}`);
    await exec(`delete from workspaces where id = ${ws1}`);
    await expectInStep('a company and a workspace deleted, with everything in them');
  }, 60_000);
});
