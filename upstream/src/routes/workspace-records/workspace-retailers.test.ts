import { eq } from 'drizzle-orm';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import type { Workspace } from '@/lib/contract/workspaces';
import { companyRetailers, notes, retailerCategories, workspaceRetailers, workspaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeCompanyRetailer, makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, scene, type Paged } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: WorkspaceRetailer };
const path = (ws: number, rest = '') => `workspaces/${ws}/retailers${rest}`;

const companyRetailer = (companyId: number, name = 'Target', extra: Partial<typeof companyRetailers.$inferInsert> = {}) =>
  makeCompanyRetailer(t, companyId, name, extra);

describe('workspace retailers: bring in and read', () => {
  it('needs a token', async () => {
    const { ws } = await scene(t);
    expect((await call(t, null, 'GET', path(ws))).status).toBe(401);
    expect((await call(t, null, 'POST', path(ws), { company_retailer_id: 1 })).status).toBe(401);
    expect((await call(t, null, 'GET', path(ws, '/1'))).status).toBe(401);
    expect((await call(t, null, 'DELETE', path(ws, '/1'))).status).toBe(401);
  });

  it('brings a company retailer into the workspace and shows it with its company, category, creator and counts', async () => {
    const { owner, ws, acme } = await scene(t);
    const [cat] = await t.deps.db.insert(retailerCategories).values({ companyId: acme, name: 'Grocery' }).returning({ id: retailerCategories.id });
    const cr = await companyRetailer(acme, 'Target', {
      categoryId: cat.id,
      website: 'https://target.example',
      description: 'Big boxes',
      locations: ['Chicago'],
      image: 'abc.png',
    });
    const created = await call<One>(t, owner.token, 'POST', path(ws), { company_retailer_id: cr });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      workspace_id: ws,
      workspace_name: 'Alpha',
      company_id: acme,
      company_name: 'Acme',
      company_retailer_id: cr,
      directory_retailer_id: null,
      name: 'Target',
      image: '/api/uploads/abc.png',
      category_name: 'Grocery',
      website: 'https://target.example',
      description: 'Big boxes',
      locations: ['Chicago'],
      notes_count: 0,
      files_count: 0,
      insights_count: 0,
      contacts_count: 0,
      products_count: 0,
      reviews_count: 0,
      created_by: { id: owner.id, first_name: 'Olive', last_name: 'Owner', email: 'owner@example.com', image: null },
      created_at: expect.any(String),
    });
    const id = created.body.data.id;
    const shown = await call<One>(t, owner.token, 'GET', path(ws, `/${id}`));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(created.body.data);

    const list = await call<Paged<WorkspaceRetailer>>(t, owner.token, 'GET', path(ws));
    expect(list.body).toEqual({ data: [created.body.data], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } });

    // The workspace resource lists its workspace retailer ids.
    const workspace = await call<{ data: Workspace }>(t, owner.token, 'GET', `workspaces/${ws}`);
    expect(workspace.body.data.retailer_ids).toEqual([id]);
  });

  it('accepts a form as well as JSON, and any member may add when creation is not restricted', async () => {
    const { member, ws, acme } = await scene(t);
    const form = new FormData();
    form.append('company_retailer_id', String(await companyRetailer(acme)));
    const created = await call<One>(t, member.token, 'POST', path(ws), form);
    expect(created.status).toBe(201);
    expect(created.body.data.created_by?.id).toBe(member.id);
  });

  it('answers 422 with field errors: missing id, unknown id, a retailer of a company the caller cannot see, a duplicate', async () => {
    const { owner, guest, ws, acme, other } = await scene(t);
    const missing = await call(t, owner.token, 'POST', path(ws), {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ company_retailer_id: ['The company retailer field is required.'] });

    const unknown = await call(t, owner.token, 'POST', path(ws), { company_retailer_id: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ company_retailer_id: ['The selected company retailer is invalid.'] });

    // Another company's retailer answers exactly like an unknown id (existence is not confirmed).
    const theirs = await call(t, owner.token, 'POST', path(ws), { company_retailer_id: await companyRetailer(other) });
    expect(theirs.status).toBe(422);
    expect(theirs.body).toEqual(unknown.body);
    // The guest admin can create in the workspace but cannot see company Acme.
    const ours = await companyRetailer(acme);
    expect((await call(t, guest.token, 'POST', path(ws), { company_retailer_id: ours })).body.errors).toEqual({
      company_retailer_id: ['The selected company retailer is invalid.'],
    });

    expect((await call(t, owner.token, 'POST', path(ws), { company_retailer_id: ours })).status).toBe(201);
    const again = await call(t, owner.token, 'POST', path(ws), { company_retailer_id: ours });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ company_retailer_id: ['This retailer is already in the workspace.'] });
    expect(await t.deps.db.select().from(workspaceRetailers)).toHaveLength(1);
  });

  it('obeys restricted creation: only admins of the owner team; members and admins of other teams get 403', async () => {
    const { owner, member, guest, ws, acme } = await scene(t, { restrict: true });
    const cr = await companyRetailer(acme);
    const byMember = await call(t, member.token, 'POST', path(ws), { company_retailer_id: cr });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only admins of the owner team can create resources in this workspace.');
    expect((await call(t, guest.token, 'POST', path(ws), { company_retailer_id: cr })).status).toBe(403);
    // A member without the right is refused before the body is read: no 422 for an empty one.
    expect((await call(t, member.token, 'POST', path(ws), {})).status).toBe(403);
    expect((await call(t, owner.token, 'POST', path(ws), { company_retailer_id: cr })).status).toBe(201);
    // Reading is still open to every member.
    expect((await call<Paged<WorkspaceRetailer>>(t, member.token, 'GET', path(ws))).body.meta.total).toBe(1);
  });

  it('a read-only team reads but cannot bring retailers in', async () => {
    const { owner, reader, ws, acme } = await scene(t);
    const { workspaceRetailerId } = await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme });
    const refused = await call(t, reader.token, 'POST', path(ws), { company_retailer_id: await companyRetailer(acme) });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your team has read-only access to this workspace.');
    expect((await call(t, reader.token, 'GET', path(ws, `/${workspaceRetailerId}`))).status).toBe(200);
    expect((await call(t, owner.token, 'GET', path(ws, `/${workspaceRetailerId}`))).status).toBe(200);
  });

  it('answers 404 to outsiders, for pending workspaces, for a record of another workspace and for ids out of range', async () => {
    const { owner, outsider, ws, ws2, acme } = await scene(t);
    const { workspaceRetailerId: inWs2 } = await makeWorkspaceRetailer(t, { workspaceId: ws2, companyId: acme });
    const { workspaceRetailerId: inWs } = await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme, name: 'Other shop' });
    for (const [method, p] of [
      ['GET', path(ws)],
      ['POST', path(ws)],
      ['GET', path(ws, `/${inWs}`)],
      ['DELETE', path(ws, `/${inWs}`)],
    ] as const) {
      const res = await call(t, outsider.token, method, p, method === 'POST' ? { company_retailer_id: 1 } : undefined);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Workspace not found.');
    }
    expect((await call(t, owner.token, 'GET', path(ws, `/${inWs2}`))).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(ws, `/${inWs2}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(ws, '/99999999999'))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', 'workspaces/99999999999/retailers')).status).toBe(404);

    await t.deps.db.update(workspaces).set({ approvalStatus: 'pending' }).where(eq(workspaces.id, ws));
    expect((await call(t, owner.token, 'GET', path(ws))).status).toBe(404);
  });

  it('answers 422 for a bad list query', async () => {
    const { owner, ws } = await scene(t);
    const bad = await call(t, owner.token, 'GET', path(ws, '?retailer_ids=a,b&date_from=2024-13-45&sort=size'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date_from).toEqual(['The date_from must be a valid date.']);
    expect(bad.body.errors.sort).toHaveLength(1);
    // The contract's idList names the bad item (`retailer_ids.0`).
    expect(Object.keys(bad.body.errors).filter((k) => k.startsWith('retailer_ids')).length).toBeGreaterThan(0);
  });
});

describe('workspace retailers: remove', () => {
  it('lets the person who added it remove it (its notes go, the company retailer stays)', async () => {
    const { member, ws, acme } = await scene(t);
    const cr = await companyRetailer(acme);
    const created = await call<One>(t, member.token, 'POST', path(ws), { company_retailer_id: cr });
    const id = created.body.data.id;
    await call(t, member.token, 'POST', path(ws, `/${id}/notes`), { body: 'Call the buyer' });
    const res = await call(t, member.token, 'DELETE', path(ws, `/${id}`));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Retailer deleted successfully.');
    expect(await t.deps.db.select().from(workspaceRetailers)).toEqual([]);
    expect(await t.deps.db.select().from(notes)).toEqual([]);
    expect(await t.deps.db.select({ id: companyRetailers.id }).from(companyRetailers)).toEqual([{ id: cr }]);
    expect((await call(t, member.token, 'GET', path(ws, `/${id}`))).status).toBe(404);
  });

  it('refuses other members (403) and lets workspace admins (any attached admin team) remove it', async () => {
    const { owner, member, guest, reader, ws, acme } = await scene(t);
    const first = (await call<One>(t, owner.token, 'POST', path(ws), { company_retailer_id: await companyRetailer(acme, 'One') })).body.data.id;
    const second = (await call<One>(t, owner.token, 'POST', path(ws), { company_retailer_id: await companyRetailer(acme, 'Two') })).body.data.id;
    const refused = await call(t, member.token, 'DELETE', path(ws, `/${first}`));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the person who added this retailer or a workspace admin can remove it.');
    expect((await call(t, reader.token, 'DELETE', path(ws, `/${first}`))).status).toBe(403);
    expect((await call(t, guest.token, 'DELETE', path(ws, `/${first}`))).status).toBe(200);
    expect((await call(t, owner.token, 'DELETE', path(ws, `/${second}`))).status).toBe(200);
  });
});
