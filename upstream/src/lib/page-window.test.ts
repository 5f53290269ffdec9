import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { makeCompany } from '../test/content-fixtures';
import { makeTeam, makeWorkspace } from '../test/fixtures';
import { signUpUser } from '../test/helpers';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  const keys = [{ by: sql`x`, dir: 'asc' as const }];
  it('reads the first half forwards and the second half backwards from the end', () => {
    expect(pageWindow(keys, 100, 1, 20)).toMatchObject({ offset: 0, limit: 20, reversed: false });
    expect(pageWindow(keys, 100, 2, 20)).toMatchObject({ offset: 20, limit: 20, reversed: false });
    expect(pageWindow(keys, 100, 4, 20)).toMatchObject({ offset: 20, limit: 20, reversed: true });
    expect(pageWindow(keys, 100, 5, 20)).toMatchObject({ offset: 0, limit: 20, reversed: true });
    // A short last page: the 5 rows at the end.
    expect(pageWindow(keys, 85, 5, 20)).toMatchObject({ offset: 0, limit: 5, reversed: true });
    // Past the end: forwards, nothing to read.
    expect(pageWindow(keys, 85, 9, 20)).toMatchObject({ offset: 160, reversed: false });
  });
});

/** Every page of a list, walked 2 rows at a time, is the list read in one page. */
describe('late pages read from the far end give the rows of the forward order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function walk(token: string, path: string, perPage: number): Promise<number[]> {
    const res = await t.app.request(`${path}${path.includes('?') ? '&' : '?'}per_page=${perPage}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { id: number }[]; meta: { last_page: number } };
    if (perPage === 100) return body.data.map((r) => r.id);
    const ids: number[] = [];
    for (let page = 1; page <= body.meta.last_page; page++) {
      const r = await t.app.request(`${path}${path.includes('?') ? '&' : '?'}per_page=${perPage}&page=${page}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      ids.push(...((await r.json()) as { data: { id: number }[] }).data.map((row) => row.id));
    }
    return ids;
  }

  it('brands in every sort, tasks in the work order (undated last), meetings by start', async () => {
    const { token, id: userId } = await signUpUser(t, 'walker@example.com');
    const teamId = await makeTeam(t, [{ userId, role: 'admin' }]);
    const companyId = await makeCompany(t, teamId);
    const ws = await makeWorkspace(t, { ownerTeamId: teamId });
    // Names that differ in case and repeat (ties broken by id); two creation times for 7 rows.
    await t.deps.db.execute(
      sql.raw(`insert into brands (company_id, name, created_at)
      select ${companyId}, (array['beta', 'Alpha', 'alpha', 'Zulu', 'gamma', 'Beta', 'delta'])[i], now() - (i % 2) * interval '1 day' from generate_series(1, 7) i`),
    );
    await t.deps.db.execute(
      sql.raw(`insert into tasks (workspace_id, title, due_date, completed_at, created_at)
      select ${ws}, 'Task ' || i, case when i % 3 = 0 then null else current_date + (i % 4) end, null, now() - (i % 2) * interval '1 day' from generate_series(1, 9) i`),
    );
    await t.deps.db.execute(
      sql.raw(`insert into meetings (workspace_id, title, starts_at, ends_at)
      select ${ws}, 'Meeting ' || i, now() + (i % 4) * interval '1 hour', now() + (i % 4) * interval '1 hour' + interval '1 minute' from generate_series(1, 7) i`),
    );
    const paths = [
      ...['name', '-name', 'created_at', '-created_at'].map((sort) => `/api/companies/${companyId}/brands?sort=${sort}`),
      '/api/tasks',
      '/api/tasks?sort=-name',
      '/api/meetings',
      '/api/meetings?when=upcoming',
    ];
    for (const path of paths) {
      const all = await walk(token, path, 100);
      expect(all.length).toBeGreaterThan(3);
      expect({ path, ids: await walk(token, path, 2) }).toEqual({ path, ids: all });
      expect({ path, ids: await walk(token, path, 3) }).toEqual({ path, ids: all });
    }
  }, 60_000);
});
