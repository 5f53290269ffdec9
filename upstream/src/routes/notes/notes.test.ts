import type { Note } from '@/lib/contract/notes';
import { notes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, makeReadOnly, scene } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: Note };

/** A note by `member` on a workspace retailer of Alpha. */
async function withNote() {
  const s = await scene(t);
  const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme });
  t.setNow(new Date('2024-05-01T10:00:00Z'));
  const created = await call<One>(t, s.member.token, 'POST', `workspaces/${s.ws}/retailers/${wr}/notes`, { body: 'First draft' });
  t.setNow(null);
  return { ...s, wr, note: created.body.data };
}

describe('PUT notes/{noteId}', () => {
  it('lets the author edit the text (updated_at moves, created_at stays)', async () => {
    const { member, note } = await withNote();
    t.setNow(new Date('2024-05-03T08:00:00Z'));
    const res = await call<One>(t, member.token, 'PUT', `notes/${note.id}`, { body: 'Second draft' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...note, body: 'Second draft', updated_at: '2024-05-03T08:00:00.000Z' });
  });

  it('answers 401 without a token, 403 to anyone but the author (admins included), 404 to outsiders and unknown ids', async () => {
    const { owner, guest, outsider, note } = await withNote();
    expect((await call(t, null, 'PUT', `notes/${note.id}`, { body: 'x' })).status).toBe(401);
    const byAdmin = await call(t, owner.token, 'PUT', `notes/${note.id}`, { body: 'x' });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only its author can edit this note.');
    // Refused before the body is looked at.
    expect((await call(t, guest.token, 'PUT', `notes/${note.id}`, {})).status).toBe(403);
    const byOutsider = await call(t, outsider.token, 'PUT', `notes/${note.id}`, { body: 'x' });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.message).toBe('Note not found.');
    expect((await call(t, owner.token, 'PUT', 'notes/424242', { body: 'x' })).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', 'notes/99999999999', { body: 'x' })).status).toBe(404);
    expect(await t.deps.db.select({ body: notes.body }).from(notes)).toEqual([{ body: 'First draft' }]);
  });

  it('answers 422 for an empty or missing body', async () => {
    const { member, note } = await withNote();
    const res = await call(t, member.token, 'PUT', `notes/${note.id}`, { body: ' ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['The note field is required.'] });
    expect((await call(t, member.token, 'PUT', `notes/${note.id}`, {})).status).toBe(422);
  });

  it('refuses an author whose team has become read-only', async () => {
    const { member, teamA, ws, note } = await withNote();
    await makeReadOnly(t, ws, teamA);
    expect((await call(t, member.token, 'PUT', `notes/${note.id}`, { body: 'x' })).status).toBe(403);
  });

  it('edits notes on brands and products too', async () => {
    const { member, ws, acme } = await scene(t);
    const { workspaceBrandId } = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme });
    const { workspaceProductId } = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme });
    const onBrand = await call<One>(t, member.token, 'POST', `workspaces/${ws}/brands/${workspaceBrandId}/note`, { body: 'b' });
    const onProduct = await call<One>(t, member.token, 'POST', `workspaces/${ws}/products/${workspaceProductId}/note`, { body: 'p' });
    const b = await call<One>(t, member.token, 'PUT', `notes/${onBrand.body.data.id}`, { body: 'brand note' });
    expect(b.body.data).toMatchObject({ subject_type: 'brand', subject_id: workspaceBrandId, workspace_id: ws, body: 'brand note' });
    const p = await call<One>(t, member.token, 'PUT', `notes/${onProduct.body.data.id}`, { body: 'product note' });
    expect(p.body.data).toMatchObject({ subject_type: 'product', subject_id: workspaceProductId, body: 'product note' });
  });
});

describe('DELETE notes/{noteId}', () => {
  it('lets the author delete it', async () => {
    const { member, note } = await withNote();
    const res = await call(t, member.token, 'DELETE', `notes/${note.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Note deleted successfully.');
    expect(await t.deps.db.select().from(notes)).toEqual([]);
  });

  it('lets a workspace admin delete it; other members get 403, outsiders 404', async () => {
    const { owner, member, guest, reader, outsider, ws, wr, note } = await withNote();
    expect((await call(t, null, 'DELETE', `notes/${note.id}`)).status).toBe(401);
    expect((await call(t, reader.token, 'DELETE', `notes/${note.id}`)).status).toBe(403);
    expect((await call(t, outsider.token, 'DELETE', `notes/${note.id}`)).status).toBe(404);
    const byOwnerNote = await call<One>(t, owner.token, 'POST', `workspaces/${ws}/retailers/${wr}/notes`, { body: 'Owner note' });
    // The member who wrote the first note cannot delete the owner's.
    const refused = await call(t, member.token, 'DELETE', `notes/${byOwnerNote.body.data.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only its author or a workspace admin can delete this note.');
    expect((await call(t, guest.token, 'DELETE', `notes/${note.id}`)).status).toBe(200);
    expect((await call(t, owner.token, 'DELETE', `notes/${byOwnerNote.body.data.id}`)).status).toBe(200);
  });
});
