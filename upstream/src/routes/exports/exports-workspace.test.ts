import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createInsightVia } from '../../test/insights-kit';
import { call, customToken, makeFile, makeMeeting, makeTask, scene, type Paged } from '../../test/tasks-kit';
import { csvOf, statusOf, xlsxOf } from './test-kit';
import type { Sheet } from './test-kit';

let t: TestApp;
let s: Awaited<ReturnType<typeof scene>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t);
  const ws = String(s.ws);
  await makeFile(t, s.owner.token, { name: 'Q1 Sales deck', category: 'Sales', workspace_id: ws, retailer_ids: [String(s.target)] });
  await makeFile(t, s.member.token, { name: '=Planogram', category: 'Store Checks', workspace_id: ws, workspace_company_product_id: String(s.product) });
  await makeFile(t, s.outsider.token, { name: 'Sales secret', category: 'Sales', workspace_id: String(s.otherWs) });
  await makeTask(t, s.owner.token, { workspace_id: s.ws, title: 'Order samples', due_date: '2026-12-20' });
  await makeTask(t, s.member.token, { workspace_id: s.ws, title: '+Call buyer', description: 'About the reset' });
  await makeTask(t, s.outsider.token, { workspace_id: s.otherWs, title: 'Their task' });
  await makeMeeting(t, s.ws, s.owner.id, 'Line review');
  await makeMeeting(t, s.ws, s.owner.id, '@Weekly sync');
  await makeMeeting(t, s.otherWs, s.outsider.id, 'Their meeting');
  await createInsightVia(t, s.owner.token, { name: 'Shelf share up', workspace_id: ws, category: 'Sales' });
  await createInsightVia(t, s.member.token, { name: '-Price gap', workspace_id: ws });
  await createInsightVia(t, s.outsider.token, { name: 'Their insight', workspace_id: String(s.otherWs) });
});
afterAll(async () => {
  await t.close();
});

const W = () => `workspaces/${s.ws}`;
const list = async (path: string) => {
  const res = await call<Paged<Record<string, unknown>>>(t, s.owner.token, 'GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100`);
  expect(res.status).toBe(200);
  return res.body.data;
};
async function both(token: string, path: string): Promise<Sheet> {
  const join = path.includes('?') ? '&' : '?';
  const csv = await csvOf(t, token, `${path}${join}format=csv`);
  const xlsx = await xlsxOf(t, token, `${path}${join}format=xlsx`);
  expect(xlsx.headers).toEqual(csv.headers);
  expect(xlsx.rows).toEqual(csv.rows);
  return csv;
}
const safe = (v: unknown) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : String(v ?? ''));
const sorted = (v: string[]) => [...v].sort();

/** dataset, its list route (scoped to W), the export's name column, the list's name field. */
const CASES: [string, (ws: number) => string, string, string][] = [
  ['retailers', (ws) => `workspaces/${ws}/retailers`, 'Retailer', 'name'],
  ['brands', (ws) => `workspaces/${ws}/brands`, 'Brand', 'name'],
  ['products', (ws) => `workspaces/${ws}/products`, 'Product', 'name'],
  ['files', (ws) => `files?workspace_ids=${ws}`, 'File', 'name'],
  ['tasks', (ws) => `tasks?workspace_ids=${ws}`, 'Task', 'title'],
  ['meetings', (ws) => `meetings?workspace_ids=${ws}`, 'Meeting', 'title'],
  ['insights', (ws) => `insights?workspace_ids=${ws}`, 'Insight', 'name'],
];

describe('GET workspaces/{id}/exports/{dataset}', () => {
  it('exports each workspace list as the list holds it, in CSV and XLSX', async () => {
    for (const [dataset, route, header, field] of CASES) {
      const listed = await list(route(s.ws));
      expect(listed.length).toBeGreaterThan(0);
      const sheet = await both(s.owner.token, `${W()}/exports/${dataset}`);
      expect([dataset, sorted(sheet.rows.map((r) => r[header]))]).toEqual([dataset, sorted(listed.map((r) => safe(r[field])))]);
    }
    const files = await both(s.owner.token, `${W()}/exports/files`);
    expect(files.rows.find((r) => r.File === 'Q1 Sales deck')).toMatchObject({ Category: 'Sales', Retailers: 'Target', Document: 'deck.pdf', Versions: '1' });
    const tasks = await both(s.owner.token, `${W()}/exports/tasks`);
    expect(tasks.rows.find((r) => r.Task === 'Order samples')).toMatchObject({ Due: '2026-12-20', Status: 'open', 'Created by': 'Olive Owner' });
  });

  it('narrows exactly as the lists do', async () => {
    const cases: [string, string, string, string][] = [
      [`files?workspace_ids=${s.ws}&search=deck`, `${W()}/exports/files?search=deck`, 'File', 'name'],
      [`files?workspace_ids=${s.ws}&category=Sales`, `${W()}/exports/files?category=Sales`, 'File', 'name'],
      [`files?workspace_ids=${s.ws}&retailer_ids=${s.target}`, `${W()}/exports/files?retailer_ids=${s.target}`, 'File', 'name'],
      [`tasks?workspace_ids=${s.ws}&search=call`, `${W()}/exports/tasks?search=call`, 'Task', 'title'],
      [`meetings?workspace_ids=${s.ws}&search=review`, `${W()}/exports/meetings?search=review`, 'Meeting', 'title'],
      [`insights?workspace_ids=${s.ws}&category=Sales`, `${W()}/exports/insights?category=Sales`, 'Insight', 'name'],
      [`workspaces/${s.ws}/retailers?search=cost`, `${W()}/exports/retailers?search=cost`, 'Retailer', 'name'],
    ];
    for (const [listPath, exportPath, header, field] of cases) {
      const listed = await list(listPath);
      expect(listed).toHaveLength(1);
      const sheet = await both(s.owner.token, exportPath);
      expect(sheet.rows.map((r) => r[header])).toEqual(listed.map((r) => safe(r[field])));
    }
    // The path's workspace wins over a workspace_ids naming another.
    const sheet = await both(s.owner.token, `${W()}/exports/files?workspace_ids=${s.otherWs}`);
    expect(sheet.rows).toHaveLength(2);
  });

  it('neutralises formula-looking values in every list', async () => {
    expect((await both(s.owner.token, `${W()}/exports/files`)).rows.map((r) => r.File)).toContain("'=Planogram");
    expect((await both(s.owner.token, `${W()}/exports/tasks`)).rows.map((r) => r.Task)).toContain("'+Call buyer");
    expect((await both(s.owner.token, `${W()}/exports/meetings`)).rows.map((r) => r.Meeting)).toContain("'@Weekly sync");
    expect((await both(s.owner.token, `${W()}/exports/insights`)).rows.map((r) => r.Insight)).toContain("'-Price gap");
  });

  it('is readable by every reader of the workspace and 404 for a member of another workspace', async () => {
    for (const [dataset] of CASES) {
      expect((await both(s.reader.token, `${W()}/exports/${dataset}`)).rows.length).toBeGreaterThan(0);
      expect(await statusOf(t, s.outsider.token, `${W()}/exports/${dataset}`)).toBe(404);
      const theirs = await both(s.outsider.token, `workspaces/${s.otherWs}/exports/${dataset}`);
      expect(theirs.rows.map((r) => r[CASES.find((c) => c[0] === dataset)![2]]).join()).not.toMatch(/Sunny|Target|Olive|Q1|Order|Line|Shelf/);
    }
    expect(await statusOf(t, s.owner.token, `${W()}/exports/contacts`)).toBe(404);
    expect(await statusOf(t, s.owner.token, `workspaces/999999/exports/files`)).toBe(404);
    expect(await statusOf(t, s.owner.token, `${W()}/exports/tasks?status=late`)).toBe(422);
    const filesOnly = await customToken(t, s.owner.token, ['files:read']);
    expect(await statusOf(t, filesOnly, `${W()}/exports/files`)).toBe(200);
    expect(await statusOf(t, filesOnly, `${W()}/exports/tasks`)).toBe(403);
  });
});
