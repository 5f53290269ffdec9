import type { Note } from '@/lib/contract/notes';
import type { WorkspaceBrand } from '@/lib/contract/workspace-records';
import type { brands } from '../../db/schema';
import { files, notes, workspaceBrands } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeCompanyBrand, makeWorkspaceBrand } from '../../test/content-fixtures';
import { call, scene, type Paged } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: WorkspaceBrand };
const path = (ws: number, rest = '') => `workspaces/${ws}/brands${rest}`;

const brand = (companyId: number, name = 'Fizz', extra: Partial<typeof brands.$inferInsert> = {}) => makeCompanyBrand(t, companyId, name, extra);

describe('workspace brands', () => {
  it('needs a token', async () => {
    const { ws } = await scene(t);
    expect((await call(t, null, 'GET', path(ws))).status).toBe(401);
    expect((await call(t, null, 'POST', path(ws), { company_brand_id: 1 })).status).toBe(401);
    expect((await call(t, null, 'POST', path(ws, '/1/note'), { body: 'x' })).status).toBe(401);
  });

  it('brings a brand in, shows and lists it', async () => {
    const { owner, ws, acme } = await scene(t);
    const id = await brand(acme, 'Fizz', { description: 'Soda', tagline: 'Pop!', category: 'Drinks', websiteUrl: 'https://fizz.example', image: 'fizz.png' });
    const created = await call<One>(t, owner.token, 'POST', path(ws), { company_brand_id: id });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      workspace_id: ws,
      workspace_name: 'Alpha',
      company_id: acme,
      company_name: 'Acme',
      brand_id: id,
      name: 'Fizz',
      image: '/api/uploads/fizz.png',
      description: 'Soda',
      tagline: 'Pop!',
      category: 'Drinks',
      website_url: 'https://fizz.example',
      notes_count: 0,
      created_by: { id: owner.id, first_name: 'Olive', last_name: 'Owner', email: 'owner@example.com', image: null },
      created_at: expect.any(String),
    });
    const shown = await call<One>(t, owner.token, 'GET', path(ws, `/${created.body.data.id}`));
    expect(shown.body.data).toEqual(created.body.data);
    const list = await call<Paged<WorkspaceBrand>>(t, owner.token, 'GET', path(ws));
    expect(list.body.data).toEqual([created.body.data]);
  });

  it('answers 422 for a missing, invalid or hidden brand and for a duplicate', async () => {
    const { owner, ws, acme, other } = await scene(t);
    expect((await call(t, owner.token, 'POST', path(ws), {})).body.errors).toEqual({ company_brand_id: ['The company brand field is required.'] });
    expect((await call(t, owner.token, 'POST', path(ws), { company_brand_id: 'abc' })).status).toBe(422);
    expect((await call(t, owner.token, 'POST', path(ws), { company_brand_id: await brand(other) })).body.errors).toEqual({
      company_brand_id: ['The selected company brand is invalid.'],
    });
    const ours = await brand(acme);
    expect((await call(t, owner.token, 'POST', path(ws), { company_brand_id: ours })).status).toBe(201);
    const dup = await call(t, owner.token, 'POST', path(ws), { company_brand_id: ours });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ company_brand_id: ['This brand is already in the workspace.'] });
  });

  it('obeys restricted creation and read-only teams; outsiders and other workspaces get 404', async () => {
    const { owner, member, reader, outsider, ws, ws2, acme } = await scene(t, { restrict: true });
    const id = await brand(acme);
    expect((await call(t, member.token, 'POST', path(ws), { company_brand_id: id })).status).toBe(403);
    expect((await call(t, reader.token, 'POST', path(ws), { company_brand_id: id })).status).toBe(403);
    expect((await call(t, outsider.token, 'POST', path(ws), { company_brand_id: id })).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', path(ws))).status).toBe(404);
    const created = await call<One>(t, owner.token, 'POST', path(ws), { company_brand_id: id });
    expect(created.status).toBe(201);
    expect((await call(t, reader.token, 'GET', path(ws, `/${created.body.data.id}`))).status).toBe(200);
    expect((await call(t, outsider.token, 'GET', path(ws, `/${created.body.data.id}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(ws2, `/${created.body.data.id}`))).status).toBe(404);
    expect((await call(t, owner.token, 'POST', path(ws2, `/${created.body.data.id}/note`), { body: 'x' })).status).toBe(404);
  });

  it('takes notes (POST …/note, GET …/notes) and counts them', async () => {
    const { owner, member, ws, acme } = await scene(t);
    const { workspaceBrandId: wb } = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme });
    const created = await call<{ data: Note }>(t, member.token, 'POST', path(ws, `/${wb}/note`), { body: 'Launch in May' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      subject_type: 'brand',
      subject_id: wb,
      workspace_id: ws,
      body: 'Launch in May',
      can_edit: true,
      can_delete: true,
    });
    expect((await call(t, member.token, 'POST', path(ws, `/${wb}/note`), { body: '' })).status).toBe(422);
    const list = await call<Paged<Note>>(t, owner.token, 'GET', path(ws, `/${wb}/notes`));
    expect(list.body.data.map((n) => [n.body, n.can_edit, n.can_delete])).toEqual([['Launch in May', false, true]]);
    expect((await call<One>(t, owner.token, 'GET', path(ws, `/${wb}`))).body.data.notes_count).toBe(1);
  });

  it('is removed by its creator or a workspace admin, not by other members; files naming it keep existing', async () => {
    const { owner, member, ws, acme } = await scene(t);
    const byOwner = (await call<One>(t, owner.token, 'POST', path(ws), { company_brand_id: await brand(acme, 'One') })).body.data.id;
    const byMember = (await call<One>(t, member.token, 'POST', path(ws), { company_brand_id: await brand(acme, 'Two') })).body.data.id;
    await t.deps.db.insert(files).values({ workspaceId: ws, name: 'Deck', workspaceBrandId: byOwner });
    await call(t, owner.token, 'POST', path(ws, `/${byOwner}/note`), { body: 'x' });
    expect((await call(t, member.token, 'DELETE', path(ws, `/${byOwner}`))).status).toBe(403);
    const removed = await call(t, owner.token, 'DELETE', path(ws, `/${byOwner}`));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Brand deleted successfully.');
    expect((await call(t, member.token, 'DELETE', path(ws, `/${byMember}`))).status).toBe(200);
    expect(await t.deps.db.select().from(workspaceBrands)).toEqual([]);
    expect(await t.deps.db.select().from(notes)).toEqual([]);
    expect(await t.deps.db.select({ brand: files.workspaceBrandId }).from(files)).toEqual([{ brand: null }]);
  });
});
