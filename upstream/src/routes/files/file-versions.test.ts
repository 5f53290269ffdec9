import { randomBytes } from 'node:crypto';
import type { FileDetail, FileVersion } from '@/lib/contract/files';
import { purgeTrashNow } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, documentForm, makeFile, PDF_BYTES, raw, scene, type One } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const pdfNamed = (n: number) => new TextEncoder().encode(`%PDF-1.4\n% version ${n}\n%%EOF\n`);
const addVersion = (token: string, fileId: number, opts: { bytes?: Uint8Array; url?: string; name?: string }) =>
  call<One<FileVersion>>(
    t,
    token,
    'POST',
    `files/${fileId}/version`,
    opts.url ? documentForm({ external_url: opts.url }) : documentForm({}, { name: opts.name ?? 'v.pdf', bytes: opts.bytes ?? PDF_BYTES }),
  );
const detail = async (token: string, fileId: number) => (await call<One<FileDetail>>(t, token, 'GET', `files/${fileId}`)).body.data;

describe('file versions', () => {
  it('numbers versions 1, 2, 3 (newest first, latest shown on the file) and never reuses a deleted middle number', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.member.token, { name: 'Deck', workspace_id: String(s.ws) }, { bytes: pdfNamed(1) });
    const v2 = await addVersion(s.member.token, file.id, { url: 'https://example.com/v2' });
    expect(v2.status).toBe(201);
    expect(v2.body.data).toMatchObject({
      file_id: file.id,
      version: 2,
      kind: 'url',
      external_url: 'https://example.com/v2',
      document: null,
      uploaded_by: { id: s.member.id },
    });
    const v3 = await addVersion(s.owner.token, file.id, { bytes: pdfNamed(3), name: 'v3.pdf' });
    expect(v3.body.data).toMatchObject({
      version: 3,
      kind: 'upload',
      document: { original_name: 'v3.pdf', mime: 'application/pdf' },
      uploaded_by: { id: s.owner.id },
    });

    let shown = await detail(s.reader.token, file.id);
    expect(shown.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(shown).toMatchObject({ versions_count: 3, latest_version: { version: 3 }, file: { original_name: 'v3.pdf' }, external_url: null });

    const removed = await call<{ message: string }>(t, s.member.token, 'DELETE', `files/${file.id}/version/${v2.body.data.id}`);
    expect(removed).toEqual({ status: 200, body: { message: 'Version has been deleted.' } });
    const v4 = await addVersion(s.member.token, file.id, { url: 'https://example.com/v4' });
    expect(v4.body.data.version).toBe(4);
    shown = await detail(s.member.token, file.id);
    expect(shown.versions.map((v) => v.version)).toEqual([4, 3, 1]);
    expect(shown).toMatchObject({ external_url: 'https://example.com/v4', file: null, latest_version: { kind: 'url' } });
    expect((await call<One<FileVersion>>(t, s.reader.token, 'GET', `files/${file.id}/version/${v3.body.data.id}`)).body.data).toEqual(v3.body.data);
  });

  it('gives concurrent uploads distinct numbers', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const results = await Promise.all([2, 3, 4, 5].map((n) => addVersion(s.owner.token, file.id, { bytes: pdfNamed(n) })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.body.data.version).sort()).toEqual([2, 3, 4, 5]);
  });

  it('downloads any version through the API, bytes unchanged, as an attachment with nosniff', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) }, { bytes: pdfNamed(1), name: 'Plan Q1 é.pdf' });
    const v2 = await addVersion(s.owner.token, file.id, { bytes: pdfNamed(2) });
    const first = await raw(t, s.reader.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from(pdfNamed(1)));
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    // Non-ASCII names arrive intact (UTF-8) and leave with an ASCII fallback and the RFC 5987 form.
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="Plan Q1 _.pdf"; filename*=UTF-8''${encodeURIComponent('Plan Q1 é.pdf')}`);
    const second = await raw(t, s.reader.token, 'GET', v2.body.data.document!.download_url.replace(/^\/api\//, ''));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(pdfNamed(2)));
  });

  it('streams a large upload to storage and back unchanged', async () => {
    const s = await scene(t);
    const big = new Uint8Array(8 * 1024 * 1024);
    // Random bytes are no accepted type; a PDF header makes them a (large) PDF.
    big.set(randomBytes(big.length));
    big.set(pdfNamed(0).subarray(0, 9));
    const file = await makeFile(t, s.owner.token, { name: 'Big', workspace_id: String(s.ws) }, { bytes: big, name: 'big.pdf' });
    expect(file.file).toMatchObject({ size: big.length, mime: 'application/pdf' });
    const res = await raw(t, s.owner.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(big))).toBe(0);
  }, 60_000);

  it('answers 422: neither or both contents, a refused type, a link download, the last version', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) }, { url: 'https://example.com/a' });
    const neither = await call(t, s.owner.token, 'POST', `files/${file.id}/version`, documentForm({}));
    expect(neither.body.errors).toEqual({ file: ['The file field is required when external url is not present.'] });
    const both = await call(
      t,
      s.owner.token,
      'POST',
      `files/${file.id}/version`,
      documentForm({ external_url: 'https://example.com/b' }, { name: 'a.pdf', bytes: PDF_BYTES }),
    );
    expect(both.body.errors).toEqual({ file: ['Send either a file or an external url, not both.'] });
    const exe = await call(
      t,
      s.owner.token,
      'POST',
      `files/${file.id}/version`,
      documentForm({}, { name: 'a.pdf', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]) }),
    );
    expect(Object.keys(exe.body.errors)).toEqual(['file']);
    const link = await call(t, s.owner.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`);
    expect(link).toEqual({ status: 422, body: { message: 'This version is an external link.', errors: { version: ['This version is an external link.'] } } });
    const last = await call(t, s.owner.token, 'DELETE', `files/${file.id}/version/${file.latest_version.id}`);
    expect(last).toEqual({ status: 422, body: { message: 'A file keeps at least one version.', errors: { version: ['A file keeps at least one version.'] } } });
    expect((await detail(s.owner.token, file.id)).versions_count).toBe(1);
  });

  it('keeps the stored bytes of a deleted version in the trash, and the purge removes them', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    await addVersion(s.owner.token, file.id, { url: 'https://example.com/2' });
    const { fileVersions } = await import('../../db/schema');
    const [{ name }] = (await t.deps.db.select({ name: fileVersions.storageName }).from(fileVersions)).filter((r) => r.name).map((r) => ({ name: r.name! }));
    expect(await t.deps.storage.get(name)).not.toBeNull();
    expect((await call(t, s.owner.token, 'DELETE', `files/${file.id}/version/${file.latest_version.id}`)).status).toBe(200);
    expect(await t.deps.storage.get(name)).not.toBeNull();
    expect(await purgeTrashNow(t)).toBe(1);
    expect(await t.deps.storage.get(name)).toBeNull();
  });

  it('lets readers read and download but only editors add or delete (403), outsiders 404, other files’ versions 404', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const other = await makeFile(t, s.owner.token, { name: 'Other', workspace_id: String(s.ws) });
    const vid = file.latest_version.id;
    expect((await addVersion(s.reader.token, file.id, { url: 'https://example.com/r' })).status).toBe(403);
    expect((await addVersion(s.member.token, file.id, { url: 'https://example.com/m' })).status).toBe(403);
    expect((await call(t, s.member.token, 'DELETE', `files/${file.id}/version/${vid}`)).status).toBe(403);
    for (const path of [`files/${file.id}/version/${vid}`, `files/${file.id}/version/${vid}/download`]) {
      expect((await raw(t, s.reader.token, 'GET', path)).status).toBe(200);
      expect((await raw(t, s.outsider.token, 'GET', path)).status).toBe(404);
      expect((await raw(t, null, 'GET', path)).status).toBe(401);
      expect((await raw(t, s.owner.token, 'GET', path.replace(`files/${file.id}`, `files/${other.id}`))).status).toBe(404);
    }
    expect((await addVersion(s.outsider.token, file.id, { url: 'https://example.com/o' })).status).toBe(404);
    expect((await call(t, s.outsider.token, 'DELETE', `files/${file.id}/version/${vid}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'DELETE', `files/${other.id}/version/${vid}`)).status).toBe(404);
    expect((await raw(t, s.owner.token, 'GET', `files/${file.id}/version/99999999999`)).status).toBe(404);
  });
});
