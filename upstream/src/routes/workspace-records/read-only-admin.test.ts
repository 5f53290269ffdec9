import { count } from 'drizzle-orm';
import type { Note } from '@/lib/contract/notes';
import { notes, teamMembers, workspaceBrands, workspaceProducts, workspaceRetailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer } from '../../test/content-fixtures';
import { signUpUser } from '../../test/helpers';
import { call, scene } from '../../test/workspace-records-kit';

/**
 * Security review item 2 (decision 0006): an admin of a read-only team deletes no one's notes and
 * removes no workspace retailer, brand or product, even when also a plain member of a full-access team.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** Alpha with a retailer, a brand and a product, each with a note by `member`; `roAdmin` administers the read-only team R. */
async function withRecords() {
  const s = await scene(t);
  const roAdmin = await signUpUser(t, 'ro-admin@example.com', 'Rory', 'Admin');
  await t.deps.db.insert(teamMembers).values({ teamId: s.teamR, userId: roAdmin.id, role: 'admin' });
  const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
  const { workspaceBrandId: wb } = await makeWorkspaceBrand(t, { workspaceId: s.ws, companyId: s.acme });
  const { workspaceProductId: wp } = await makeWorkspaceProduct(t, { workspaceId: s.ws, companyId: s.acme });
  const note = (await call<{ data: Note }>(t, s.member.token, 'POST', `workspaces/${s.ws}/retailers/${wr}/notes`, { body: 'Mine' })).body.data;
  expect((await call(t, s.member.token, 'POST', `workspaces/${s.ws}/brands/${wb}/note`, { body: 'Brand note' })).status).toBe(201);
  expect((await call(t, s.member.token, 'POST', `workspaces/${s.ws}/products/${wp}/note`, { body: 'Product note' })).status).toBe(201);
  return { ...s, roAdmin, wr, wb, wp, note };
}

const counts = async () => ({
  notes: Number((await t.deps.db.select({ n: count() }).from(notes))[0].n),
  retailers: Number((await t.deps.db.select({ n: count() }).from(workspaceRetailers))[0].n),
  brands: Number((await t.deps.db.select({ n: count() }).from(workspaceBrands))[0].n),
  products: Number((await t.deps.db.select({ n: count() }).from(workspaceProducts))[0].n),
});

async function attemptAll(s: Awaited<ReturnType<typeof withRecords>>, token: string) {
  const paths = [`notes/${s.note.id}`, `workspaces/${s.ws}/retailers/${s.wr}`, `workspaces/${s.ws}/brands/${s.wb}`, `workspaces/${s.ws}/products/${s.wp}`];
  for (const path of paths) expect([path, (await call(t, token, 'DELETE', path)).status]).toEqual([path, 403]);
}

describe('an admin of a read-only team', () => {
  it('cannot delete notes or remove workspace records (403), and nothing is removed', async () => {
    const s = await withRecords();
    const before = await counts();
    expect(before).toEqual({ notes: 3, retailers: 1, brands: 1, products: 1 });
    const listed = await call<{ data: Note[] }>(t, s.roAdmin.token, 'GET', `workspaces/${s.ws}/retailers/${s.wr}/notes`);
    expect(listed.body.data.map((n) => [n.can_edit, n.can_delete])).toEqual([[false, false]]);
    await attemptAll(s, s.roAdmin.token);
    expect(await counts()).toEqual(before);
  });

  it('gains nothing from also being a plain member of a full-access team', async () => {
    const s = await withRecords();
    await t.deps.db.insert(teamMembers).values({ teamId: s.teamG, userId: s.roAdmin.id, role: 'member' });
    const before = await counts();
    await attemptAll(s, s.roAdmin.token);
    expect(await counts()).toEqual(before);
  });

  it('a full-access admin still removes them (control)', async () => {
    const s = await withRecords();
    expect((await call(t, s.guest.token, 'DELETE', `notes/${s.note.id}`)).status).toBe(200);
    expect((await call(t, s.guest.token, 'DELETE', `workspaces/${s.ws}/retailers/${s.wr}`)).status).toBe(200);
    expect(await counts()).toMatchObject({ notes: 2, retailers: 0 });
  });
});
