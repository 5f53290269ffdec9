import type { FileDetail, FileRecord } from '@/lib/contract/files';
import type { Insight } from '@/lib/contract/insights';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { workspaceTeams } from '../../db/schema';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { signUpUser } from '../../test/helpers';
import { call, documentForm, makeFile, scene } from '../../test/files-kit';
import type { One, Paged } from '../../test/files-kit';

/**
 * Security review item 9 (part): a file or insight shared into several workspaces shows a reader only
 * the workspaces they can see — `workspace_id` included — and nothing filed under the hidden ones.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Workspace "Third" (team A + team X); `x` is only in team X, so "Launch" is hidden from them. */
async function withSharedRecords() {
  const s = await scene(t);
  const x = await signUpUser(t, 'x@example.com', 'Xia', 'Xenon');
  const teamX = await makeTeam(t, [{ userId: x.id, role: 'member' }], 'Team X');
  const third = await makeWorkspace(t, { ownerTeamId: s.teamA, teamIds: [teamX], name: 'Third' });
  const file = await makeFile(t, s.owner.token, {
    name: 'Deck',
    workspace_id: String(s.ws),
    workspace_ids: [String(s.ws), String(third)],
    retailer_ids: [String(s.target)],
  });
  const created = await call<{ data: Insight }>(
    t,
    s.owner.token,
    'POST',
    'insights',
    documentForm({
      type: 'Market',
      name: 'Trend',
      workspace_id: String(s.ws),
      workspace_ids: [String(s.ws), String(third)],
      workspace_company_retailer_id: String(s.target),
      workspace_company_brand_id: String(s.brand),
      workspace_company_product_id: String(s.product),
    }),
  );
  expect(created.status).toBe(201);
  return { ...s, x, third, file, insight: created.body.data };
}

const HIDDEN = ['Launch', 'Target', 'Sunny'];

describe('a reader who sees only one of the workspaces', () => {
  it('gets a file (detail and list) with only that workspace, as workspace_id too', async () => {
    const s = await withSharedRecords();
    const detail = await call<One<FileDetail>>(t, s.x.token, 'GET', `files/${s.file.id}`);
    expect(detail.status).toBe(200);
    const list = await call<Paged<FileRecord>>(t, s.x.token, 'GET', 'files');
    for (const record of [detail.body.data, list.body.data[0]]) {
      expect(record).toMatchObject({
        id: s.file.id,
        workspace_id: s.third,
        workspace_ids: [s.third],
        workspaces: [{ id: s.third, name: 'Third' }],
        retailer_ids: [],
      });
      for (const word of HIDDEN) expect(JSON.stringify(record)).not.toContain(word);
    }
    // Control: the owner sees the file's own workspace.
    expect((await call<One<FileDetail>>(t, s.owner.token, 'GET', `files/${s.file.id}`)).body.data.workspace_id).toBe(s.ws);
  });

  it('gets an insight (detail and list) without the hidden workspace or the retailer, brand and product filed there', async () => {
    const s = await withSharedRecords();
    const detail = await call<One<Insight>>(t, s.x.token, 'GET', `insights/${s.insight.id}`);
    expect(detail.status).toBe(200);
    const list = await call<Paged<Insight>>(t, s.x.token, 'GET', 'insights');
    for (const record of [detail.body.data, list.body.data[0]]) {
      expect(record).toMatchObject({
        id: s.insight.id,
        workspace_id: s.third,
        workspace_ids: [s.third],
        workspace_company_retailer_id: null,
        retailer_id: null,
        retailer_name: null,
        workspace_company_brand_id: null,
        brand: null,
        workspace_company_product_id: null,
        product: null,
      });
      for (const word of HIDDEN) expect(JSON.stringify(record)).not.toContain(word);
    }
    const mine = (await call<One<Insight>>(t, s.owner.token, 'GET', `insights/${s.insight.id}`)).body.data;
    expect(mine).toMatchObject({ workspace_id: s.ws, workspace_company_retailer_id: s.target, brand: 'Sunny' });
  });
});

describe('a task attachment no longer shared with the task workspace', () => {
  it('shows the task workspace as workspace_id, never the file own hidden one', async () => {
    const s = await withSharedRecords();
    const created = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', 'tasks', { title: 'Review deck', workspace_id: s.third });
    expect(created.status).toBe(201);
    const task = created.body.data.id;
    expect((await call(t, s.owner.token, 'POST', `tasks/${task}/files`, { file_id: s.file.id })).status).toBeLessThan(300);
    // The file is then taken out of "Third": it stays attached, in no workspace x can see.
    expect((await call(t, s.owner.token, 'PUT', `files/${s.file.id}`, { workspace_ids: [s.ws] })).status).toBe(200);
    const listed = await call<{ data: FileRecord[] }>(t, s.x.token, 'GET', `tasks/${task}/files`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((f) => f.workspace_id)).toEqual([s.third]);
    expect(JSON.stringify(listed.body.data)).not.toContain('Launch');
  });
});

describe('an editor who cannot see the insight’s retailer, brand and product', () => {
  it('sends back the nulls they were shown, and the hidden links stay', async () => {
    const s = await withSharedRecords();
    const ed = await signUpUser(t, 'ed@example.com', 'Ed', 'Editor');
    const teamE = await makeTeam(t, [{ userId: ed.id, role: 'admin' }], 'Team E');
    await t.deps.db.insert(workspaceTeams).values({ workspaceId: s.third, teamId: teamE });
    const shown = (await call<One<Insight>>(t, ed.token, 'GET', `insights/${s.insight.id}`)).body.data;
    expect(shown).toMatchObject({ can_edit: true, workspace_company_retailer_id: null, workspace_company_brand_id: null, workspace_company_product_id: null });
    const put = await call<One<Insight>>(t, ed.token, 'PUT', `insights/${s.insight.id}`, {
      name: 'Renamed',
      workspace_company_retailer_id: null,
      retailer_location: null,
      workspace_company_brand_id: null,
      workspace_company_product_id: null,
    });
    expect(put.status).toBe(200);
    const mine = (await call<One<Insight>>(t, s.owner.token, 'GET', `insights/${s.insight.id}`)).body.data;
    expect(mine).toMatchObject({ name: 'Renamed', workspace_company_retailer_id: s.target, brand: 'Sunny', workspace_company_product_id: s.product });
  });
});
