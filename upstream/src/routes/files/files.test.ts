import type { FileDetail } from '@/lib/contract/files';
import { fileDetailResource } from '@/lib/contract/files';
import { purgeTrashNow } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, documentForm, ELF_BYTES, makeFile, PDF_BYTES, scene, type One } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Detail = One<FileDetail>;

describe('files: create and show', () => {
  it('documents every files and discussions route under its clean path', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/files'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/files/{fileId}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/files/{fileId}/version/{versionId}'] ?? {}).sort()).toEqual(['delete', 'get']);
    for (const path of [
      '/files/{fileId}/version',
      '/files/{fileId}/version/{versionId}/download',
      '/files/{fileId}/discussion',
      '/workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/files',
      '/discussions/{discussionId}',
      '/discussions/{discussionId}/comment',
      '/discussions/{discussionId}/comment/{commentId}',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });

  it('needs a token', async () => {
    expect((await call(t, null, 'GET', 'files')).status).toBe(401);
    expect((await call(t, null, 'POST', 'files', documentForm({ name: 'x' }))).status).toBe(401);
    expect((await call(t, null, 'GET', 'files/1')).status).toBe(401);
  });

  it('uploads a document with its links and shows it with version 1', async () => {
    const s = await scene(t);
    const form = documentForm(
      {
        name: ' Q3 deck ',
        description: 'For the buyer',
        category: 'Sales',
        workspace_id: String(s.ws),
        retailer_ids: [String(s.costco)],
        workspace_company_retailer_id: String(s.target),
        workspace_company_brand_id: String(s.brand),
        workspace_company_product_id: String(s.product),
      },
      { name: 'deck.pdf', bytes: PDF_BYTES, type: 'application/x-anything' },
    );
    const res = await call<Detail>(t, s.member.token, 'POST', 'files', form);
    expect(res.status).toBe(201);
    const file = res.body.data;
    expect(fileDetailResource.strict().safeParse(file).success).toBe(true);
    expect(file).toMatchObject({
      name: 'Q3 deck',
      description: 'For the buyer',
      category: 'Sales',
      workspace_id: s.ws,
      workspace_ids: [s.ws],
      workspaces: [{ id: s.ws, name: 'Launch' }],
      retailer_ids: [s.target, s.costco].sort((a, b) => a - b),
      workspace_company_brand_id: s.brand,
      brand_name: 'Sunny',
      workspace_company_product_id: s.product,
      product_name: 'Sunny Soap',
      external_url: null,
      versions_count: 1,
      discussions_count: 0,
      can_edit: true,
      discussions: [],
      created_by: { id: s.member.id, first_name: 'Mel', last_name: 'Member', email: 'member@example.com', image: null },
    });
    expect(file.retailers.map((r) => r.name).sort()).toEqual(['Costco', 'Target']);
    expect(file.workspace_company_retailer_id).toBe(Math.min(s.target, s.costco));
    // The type is sniffed from the bytes, not taken from the client.
    expect(file.file).toEqual({
      original_name: 'deck.pdf',
      mime: 'application/pdf',
      size: PDF_BYTES.length,
      download_url: `/api/files/${file.id}/version/${file.latest_version.id}/download`,
    });
    expect(file.versions).toHaveLength(1);
    expect(file.latest_version).toMatchObject({ version: 1, kind: 'upload', external_url: null, uploaded_by: { id: s.member.id } });

    const shown = await call<Detail>(t, s.reader.token, 'GET', `files/${file.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ ...file, can_edit: false });
  });

  it('registers an external URL instead of a document', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Planogram', workspace_id: String(s.ws) }, { url: 'https://example.com/plan' });
    expect(file).toMatchObject({
      external_url: 'https://example.com/plan',
      file: null,
      latest_version: { kind: 'url', external_url: 'https://example.com/plan', document: null },
    });
  });

  it('answers 422 with field errors', async () => {
    const s = await scene(t);
    const pdf = { name: 'a.pdf', bytes: PDF_BYTES };
    const post = (fields: Record<string, string | string[]>, file?: { name: string; bytes: Uint8Array }) =>
      call(t, s.owner.token, 'POST', 'files', documentForm(fields, file));
    const missing = await post({}, pdf);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['name', 'workspace_id']);
    const neither = await post({ name: 'X', workspace_id: String(s.ws) });
    expect(neither.body.errors.file).toEqual(['The file field is required when external url is not present.']);
    const both = await post({ name: 'X', workspace_id: String(s.ws), external_url: 'https://example.com' }, pdf);
    expect(both.status).toBe(422);
    expect(both.body.errors.file).toEqual(['Send either a file or an external url, not both.']);
    const badUrl = await post({ name: 'X', workspace_id: String(s.ws), external_url: 'ftp://example.com/x' });
    expect(Object.keys(badUrl.body.errors)).toEqual(['external_url']);
    const exe = await post({ name: 'X', workspace_id: String(s.ws) }, { name: 'report.pdf', bytes: ELF_BYTES });
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file[0]).toMatch(/^The file must be a PDF, Word/);
    const category = await post({ name: 'X', workspace_id: String(s.ws), category: 'Gossip' }, pdf);
    expect(Object.keys(category.body.errors)).toEqual(['category']);
    const foreignRetailer = await post({ name: 'X', workspace_id: String(s.ws), retailer_ids: [String(s.target), String(s.theirRetailer)] }, pdf);
    expect(foreignRetailer.body.errors).toEqual({ retailer_ids: ['The selected retailers are invalid.'] });
    const foreignPrimary = await post({ name: 'X', workspace_id: String(s.ws), workspace_company_retailer_id: String(s.theirRetailer) }, pdf);
    expect(foreignPrimary.body.errors).toEqual({ workspace_company_retailer_id: ['The selected retailer is invalid.'] });
    const foreignBrand = await post({ name: 'X', workspace_id: String(s.ws), workspace_company_brand_id: String(s.theirBrand) }, pdf);
    expect(foreignBrand.body.errors).toEqual({ workspace_company_brand_id: ['The selected brand is invalid.'] });
    const badIds = await post({ name: 'X', workspace_id: String(s.ws), retailer_ids: 'a,b' }, pdf);
    expect(badIds.body.errors).toEqual({ retailer_ids: ['The retailer_ids must be a list of ids.'] });
    const notMultipart = await call(t, s.owner.token, 'POST', 'files', { name: 'X' });
    expect(notMultipart.status).toBe(422);
    // Nothing of the refused requests stays stored.
    expect((await call<{ data: unknown[] }>(t, s.owner.token, 'GET', 'files')).body.data).toEqual([]);
  });

  it('refuses a document over DOCUMENT_MAX_BYTES with a 422 naming the field', async () => {
    await t.close();
    t = await createTestApp({ DOCUMENT_MAX_BYTES: String(1024 * 1024) });
    const s = await scene(t);
    const big = new Uint8Array(1024 * 1024 + 1).fill(0x41);
    const res = await call(t, s.owner.token, 'POST', 'files', documentForm({ name: 'X', workspace_id: String(s.ws) }, { name: 'big.txt', bytes: big }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['The file may not be greater than 1 MB.'] });
    const small = await call(
      t,
      s.owner.token,
      'POST',
      'files',
      documentForm({ name: 'X', workspace_id: String(s.ws) }, { name: 'small.txt', bytes: big.subarray(0, 1024 * 1024) }),
    );
    expect(small.status).toBe(201);
  });

  it('obeys section 6: read-only teams and restricted creation get 403, outsiders 404', async () => {
    const s = await scene(t, { restrict: true });
    const fields = { name: 'X', workspace_id: String(s.ws) };
    const pdf = { name: 'a.pdf', bytes: PDF_BYTES };
    const reader = await call(t, s.reader.token, 'POST', 'files', documentForm(fields, pdf));
    expect(reader.status).toBe(403);
    expect(reader.body.message).toBe('Your team has read-only access to this workspace.');
    const member = await call(t, s.member.token, 'POST', 'files', documentForm(fields, pdf));
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Only admins of the owner team can create resources in this workspace.');
    expect((await call(t, s.outsider.token, 'POST', 'files', documentForm(fields, pdf))).status).toBe(404);
    // Sharing into a workspace where the caller may not create is refused as a whole.
    expect((await call(t, s.owner.token, 'POST', 'files', documentForm({ ...fields, workspace_ids: [String(s.otherWs)] }, pdf))).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'files', documentForm(fields, pdf))).status).toBe(201);
  });

  it('answers 404 to outsiders and for ids that name nothing', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'X', workspace_id: String(s.ws) });
    expect((await call(t, s.outsider.token, 'GET', `files/${file.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'PUT', `files/${file.id}`, { name: 'Y' })).status).toBe(404);
    expect((await call(t, s.outsider.token, 'DELETE', `files/${file.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', 'files/99999999999')).status).toBe(404);
    expect((await call(t, s.owner.token, 'GET', `files/${file.id + 1}`)).status).toBe(404);
  });
});

describe('files: update and delete', () => {
  it('changes the fields sent; the author or a manager may, others get 403', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.member.token, {
      name: 'Deck',
      description: 'Old',
      category: 'Sales',
      workspace_id: String(s.ws),
      workspace_company_brand_id: String(s.brand),
    });
    const upd = await call<Detail>(t, s.member.token, 'PUT', `files/${file.id}`, { name: 'Deck v2', description: null, retailer_ids: [s.target] });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      name: 'Deck v2',
      description: null,
      category: 'Sales',
      workspace_company_brand_id: s.brand,
      retailer_ids: [s.target],
    });
    const byManager = await call<Detail>(t, s.owner.token, 'PUT', `files/${file.id}`, { category: 'Marketing', workspace_company_brand_id: null });
    expect(byManager.body.data).toMatchObject({ category: 'Marketing', workspace_company_brand_id: null, brand_name: null, retailer_ids: [s.target] });

    const other = await makeFile(t, s.owner.token, { name: 'Owner file', workspace_id: String(s.ws) });
    expect((await call(t, s.member.token, 'PUT', `files/${other.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `files/${other.id}`)).status).toBe(403);
    expect((await call(t, s.reader.token, 'PUT', `files/${file.id}`, { name: 'R' })).status).toBe(403);
    expect((await call(t, s.reader.token, 'DELETE', `files/${file.id}`)).status).toBe(403);
    const bad = await call(t, s.member.token, 'PUT', `files/${file.id}`, { name: '', workspace_company_product_id: s.theirBrand });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['The name field is required.']);
  });

  it('shares with more workspaces (create right needed there), keeps the owner workspace and drops links that leave', async () => {
    const s = await scene(t);
    const { makeTeam, makeWorkspace } = await import('../../test/fixtures');
    const { makeWorkspaceRetailer } = await import('../../test/content-fixtures');
    const teamC = await makeTeam(t, [{ userId: s.owner.id, role: 'admin' }], 'Team C');
    const second = await makeWorkspace(t, { ownerTeamId: teamC, name: 'Second' });
    const secondRetailer = (await makeWorkspaceRetailer(t, { workspaceId: second, companyId: s.acme, name: 'Kroger' })).workspaceRetailerId;
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });

    expect((await call(t, s.owner.token, 'PUT', `files/${file.id}`, { workspace_ids: [s.otherWs] })).status).toBe(404);
    const shared = await call<Detail>(t, s.owner.token, 'PUT', `files/${file.id}`, { workspace_ids: [second], retailer_ids: [secondRetailer, s.target] });
    expect(shared.status).toBe(200);
    expect(shared.body.data.workspace_ids).toEqual([s.ws, second]);
    expect(shared.body.data.retailers.map((r) => r.name).sort()).toEqual(['Kroger', 'Target']);
    // The member of team A sees the file but not the workspace of team C, nor its retailer.
    const seen = await call<Detail>(t, s.member.token, 'GET', `files/${file.id}`);
    expect(seen.body.data.workspace_ids).toEqual([s.ws]);
    expect(seen.body.data.retailers.map((r) => r.name)).toEqual(['Target']);

    const unshared = await call<Detail>(t, s.owner.token, 'PUT', `files/${file.id}`, { workspace_ids: [] });
    expect(unshared.body.data.workspace_ids).toEqual([s.ws]);
    expect(unshared.body.data.retailers.map((r) => r.name)).toEqual(['Target']);
  });

  it('deletes the file (the stored bytes of every version when the trash is purged)', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.member.token, { name: 'Deck', workspace_id: String(s.ws) });
    const v2 = await call<One<{ document: { download_url: string } }>>(
      t,
      s.member.token,
      'POST',
      `files/${file.id}/version`,
      documentForm({}, { name: 'v2.pdf', bytes: PDF_BYTES }),
    );
    expect(v2.status).toBe(201);
    const { fileVersions } = await import('../../db/schema');
    const names = (await t.deps.db.select({ n: fileVersions.storageName }).from(fileVersions)).map((r) => r.n!);
    expect(names).toHaveLength(2);
    for (const n of names) expect(await t.deps.storage.get(n)).not.toBeNull();
    const res = await call<{ message: string }>(t, s.member.token, 'DELETE', `files/${file.id}`);
    expect(res).toEqual({ status: 200, body: { message: 'File has been deleted.' } });
    for (const n of names) expect(await t.deps.storage.get(n)).not.toBeNull();
    expect(await purgeTrashNow(t)).toBe(1);
    for (const n of names) expect(await t.deps.storage.get(n)).toBeNull();
    expect((await call(t, s.member.token, 'GET', `files/${file.id}`)).status).toBe(404);
  });
});
