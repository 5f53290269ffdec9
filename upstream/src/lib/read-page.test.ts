import { sql } from 'drizzle-orm';
import { statementWatchers } from '../db/client';
import { createTestApp } from '../test/create-test-app';
import type { TestApp } from '../test/create-test-app';
import { makeCompany } from '../test/content-fixtures';
import { makeTeam, makeWorkspace } from '../test/fixtures';
import { auth, signUpUser } from '../test/helpers';
import { SORTED_MATCHES_MAX } from './search-matches';

/**
 * A catalogue list call is at most 3 round trips to the database (the token, the
 * caller's access, then the page with its total and per-row counts in one statement), and the
 * totals read from list_counts or counted with a filter agree with the rows.
 */
describe('list calls: round trips and totals', () => {
  let t: TestApp;
  let token: string;
  let companyId: number;
  let workspaceId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t, 'trips@example.com');
    token = user.token;
    const teamId = await makeTeam(t, [{ userId: user.id, role: 'admin' }]);
    companyId = await makeCompany(t, teamId);
    workspaceId = await makeWorkspace(t, { ownerTeamId: teamId });
    const exec = (text: string) => t.deps.db.execute(sql.raw(text));
    for (const table of ['brands', 'company_retailers', 'company_partners', 'company_distributors']) {
      await exec(
        `insert into ${table} (company_id, name) select ${companyId}, 'Row ' || i || case when i % 5 = 0 then ' match' else '' end from generate_series(1, 23) i`,
      );
    }
    await exec(
      `insert into products (company_id, brand_id, name) select ${companyId}, (select min(id) from brands), 'Row ' || i || case when i % 5 = 0 then ' match' else '' end from generate_series(1, 23) i`,
    );
    await exec(`insert into product_images (product_id, image, position) select id, 'p' || id || '.png', 0 from products where id % 2 = 0`);
    await exec(`insert into directory_retailers (name) select 'Row ' || i || case when i % 5 = 0 then ' match' else '' end from generate_series(1, 23) i`);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function call(path: string): Promise<{ statements: number; body: { data: Record<string, unknown>[]; meta: { total: number; last_page: number } } }> {
    let statements = 0;
    const watch = () => void (statements += 1);
    statementWatchers.add(watch);
    try {
      const res = await t.app.request(path, { headers: auth(token) });
      expect(res.status).toBe(200);
      return { statements, body: (await res.json()) as never };
    } finally {
      statementWatchers.delete(watch);
    }
  }

  const lists = () => [
    `/api/companies/${companyId}/brands`,
    `/api/companies/${companyId}/products`,
    `/api/companies/${companyId}/retailers`,
    `/api/companies/${companyId}/partners`,
    `/api/companies/${companyId}/distributors`,
    '/api/retailers',
  ];

  it('the first page of every catalogue list takes at most 3 statements, with the right total', async () => {
    for (const path of lists()) {
      await call(`${path}?per_page=10`); // the token's last_used_at write happens at most once a minute
      const { statements, body } = await call(`${path}?per_page=10`);
      expect({ path, statements: statements <= 3 }).toEqual({ path, statements: true });
      expect({ path, total: body.meta.total, rows: body.data.length, last: body.meta.last_page }).toEqual({ path, total: 23, rows: 10, last: 3 });
    }
  });

  it('later pages, searches and an empty page agree with the rows', async () => {
    for (const path of lists()) {
      const late = await call(`${path}?per_page=10&page=3`);
      expect({ path, total: late.body.meta.total, rows: late.body.data.length }).toEqual({ path, total: 23, rows: 3 });
      const found = await call(`${path}?per_page=10&search=match`);
      expect({ path, total: found.body.meta.total, rows: found.body.data.length }).toEqual({ path, total: 4, rows: 4 });
      // More matches than a page: the total is counted over every match, not the page's rows.
      const wide = await call(`${path}?per_page=10&search=row`);
      expect({ path, total: wide.body.meta.total, rows: wide.body.data.length }).toEqual({ path, total: 23, rows: 10 });
      const none = await call(`${path}?search=nothing-like-this`);
      expect({ path, total: none.body.meta.total, rows: none.body.data.length }).toEqual({ path, total: 0, rows: 0 });
    }
  });

  it('per-row counts and extras come with the page: product counts, brand names, images', async () => {
    const brands = (await call(`/api/companies/${companyId}/brands?sort=created_at&per_page=1`)).body.data;
    expect(brands[0].products_count).toBe(23);
    const products = (await call(`/api/companies/${companyId}/products?per_page=30`)).body.data;
    expect(products.every((p) => p.brand_name === 'Row 1')).toBe(true);
    const withImage = products.filter((p) => (p.images as unknown[]).length === 1);
    expect(withImage.length).toBeGreaterThanOrEqual(11);
    expect(withImage[0].images).toEqual([
      expect.objectContaining({ product_id: withImage[0].id, image: expect.stringMatching(/^\/api\/uploads\/p\d+\.png$/), position: 0 }),
    ]);
  });

  it('a workspace list totals from list_counts for one workspace and by counting across several', async () => {
    const exec = (text: string) => t.deps.db.execute(sql.raw(text));
    const teamRow = await t.deps.db.execute(sql.raw(`select owner_team_id as id from workspaces where id = ${workspaceId}`));
    const ownerTeam = (teamRow as unknown as { rows: { id: number }[] }).rows[0].id;
    const other = await makeWorkspace(t, { ownerTeamId: ownerTeam });
    await exec(`insert into insights (workspace_id, name, type) select ${workspaceId}, 'Insight ' || i, 'Market' from generate_series(1, 6) i`);
    await exec(`insert into insight_workspaces (insight_id, workspace_id) select id, ${workspaceId} from insights`);
    // Shared with both: counted once across both workspaces.
    await exec(`insert into insight_workspaces (insight_id, workspace_id) select id, ${other} from insights where id % 2 = 0`);
    expect((await call(`/api/insights?workspace_ids=${workspaceId}`)).body.meta.total).toBe(6);
    expect((await call(`/api/insights?workspace_ids=${other}`)).body.meta.total).toBe(3);
    expect((await call(`/api/insights?workspace_ids=${workspaceId},${other}`)).body.meta.total).toBe(6);
    expect((await call(`/api/insights`)).body.meta.total).toBe(6);
    // A search's total is counted in its page query: an insight shared with both is one row, once.
    const found = await call(`/api/insights?workspace_ids=${workspaceId},${other}&search=insight&per_page=2`);
    expect({ total: found.body.meta.total, rows: found.body.data.length }).toEqual({ total: 6, rows: 2 });
  });
});

/**
 * A contains-search with at most SORTED_MATCHES_MAX matches is read from its matches (counted and
 * sorted once, decision 0018); a broader one counts and walks the ordered index. Both must give the
 * pages the whole list gives in the same order, with the exact total.
 */
describe('searched lists: few matches sorted once, many walked', () => {
  let t: TestApp;
  let token: string;
  const ROWS = SORTED_MATCHES_MAX + 100;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t, 'searcher@example.com')).token;
    // Every 20th name holds "needle" (30 rows); every name holds "hay" (more than the bound).
    await t.deps.db.execute(
      sql.raw(`insert into directory_partners (name) select 'Hay ' || i || case when i % 20 = 0 then ' needle' else '' end from generate_series(1, ${ROWS}) i`),
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  type Page = { data: { id: number; name: string }[]; meta: { total: number } };
  const get = async (path: string): Promise<Page> => {
    const res = await t.app.request(path, { headers: auth(token) });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  /** The whole list in `sort`'s order, as the unfiltered pages give it. */
  async function wholeList(sort: string): Promise<string[]> {
    const names: string[] = [];
    for (let page = 1; names.length < ROWS; page++) names.push(...(await get(`/api/partners?sort=${sort}&per_page=100&page=${page}`)).data.map((r) => r.name));
    return names;
  }

  it.each(['name', '-name', '-created_at'])('sort %s: a search pages through its matches in the list order', async (sort) => {
    const all = await wholeList(sort);
    for (const term of ['needle', 'hay']) {
      const matches = all.filter((name) => name.toLowerCase().includes(term));
      expect(matches.length > SORTED_MATCHES_MAX).toBe(term === 'hay');
      const last = Math.ceil(matches.length / 10);
      for (const page of [1, 2, last]) {
        const got = await get(`/api/partners?sort=${sort}&per_page=10&page=${page}&search=${term}`);
        expect({ term, page, total: got.meta.total, names: got.data.map((r) => r.name) }).toEqual({
          term,
          page,
          total: matches.length,
          names: matches.slice((page - 1) * 10, page * 10),
        });
      }
      const beyond = await get(`/api/partners?sort=${sort}&per_page=10&page=${last + 1}&search=${term}`);
      expect({ term, total: beyond.meta.total, rows: beyond.data.length }).toEqual({ term, total: matches.length, rows: 0 });
    }
  });

  it('a search with few matches is two statements after the caller is known: the matches, then the page by id', async () => {
    await get('/api/partners?search=needle'); // the token's last_used_at write happens at most once a minute
    const seen: string[] = [];
    const watch = (statement: string) => void seen.push(statement);
    statementWatchers.add(watch);
    try {
      await get('/api/partners?search=needle&per_page=10');
    } finally {
      statementWatchers.delete(watch);
    }
    const list = seen.filter((s) => s.includes('directory_partners'));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(/with matches as materialized/);
    expect(list[1]).toMatch(/"directory_partners"\."id" in \(/);
  });
});
