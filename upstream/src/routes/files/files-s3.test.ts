import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { createS3Storage } from '../../storage/s3-storage';
import { startS3TestServer } from '../../storage/s3-test-server';
import type { S3TestServer } from '../../storage/s3-test-server';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { auth, purgeTrashNow } from '../../test/helpers';
import type { ErrorBody } from '../../test/files-kit';
import { call, documentForm, ELF_BYTES, makeFile, raw, scene } from '../../test/files-kit';

// The same API with its documents and images in a bucket of a real S3-protocol server (s3rver):
// the routes do not know which driver they talk to.
let server: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  server = await startS3TestServer();
}, 30_000);
afterAll(async () => {
  await server?.close();
}, 30_000);
beforeEach(async () => {
  await server.empty();
  t = await createTestApp({}, { storage: createS3Storage(server.settings) });
}, 30_000);
afterEach(async () => {
  await t.close();
});

const onDisk = async () => (await readdir(t.deps.config.uploadsDir).catch(() => [] as string[])).length;
const pdf = (size: number) => {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

describe('documents and images over S3', () => {
  it('uploads a document with POST files into the bucket and downloads it back unchanged, headers as on disk', async () => {
    const s = await scene(t);
    const bytes = pdf(20_000);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) }, { bytes, name: 'Plan é.pdf' });
    expect(file.file).toMatchObject({ size: bytes.length, mime: 'application/pdf', original_name: 'Plan é.pdf' });
    expect(await server.keys()).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.pdf$/)]);
    expect(await onDisk()).toBe(0);

    const res = await raw(t, s.reader.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`);
    expect(res.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control'].map((h) => [
          h,
          res.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="Plan _.pdf"; filename*=UTF-8''${encodeURIComponent('Plan é.pdf')}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(bytes))).toBe(0);
  });

  it('streams a document larger than one part (8 MB) to the bucket and back', async () => {
    const s = await scene(t);
    const big = pdf(8 * 1024 * 1024);
    const file = await makeFile(t, s.owner.token, { name: 'Big', workspace_id: String(s.ws) }, { bytes: big, name: 'big.pdf' });
    const res = await raw(t, s.owner.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`);
    expect(res.headers.get('content-length')).toBe(String(big.length));
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), Buffer.from(big))).toBe(0);
  }, 120_000);

  it('refuses a type (422) and one over DOCUMENT_MAX_BYTES (422), leaving nothing in the bucket', async () => {
    await t.close();
    t = await createTestApp({ DOCUMENT_MAX_BYTES: String(6 * 1024 * 1024) }, { storage: createS3Storage(server.settings) });
    const s = await scene(t);
    const exe = await call<ErrorBody>(
      t,
      s.owner.token,
      'POST',
      'files',
      documentForm({ name: 'X', workspace_id: String(s.ws) }, { name: 'report.pdf', bytes: ELF_BYTES }),
    );
    expect(exe.status).toBe(422);
    const big = await call<ErrorBody>(
      t,
      s.owner.token,
      'POST',
      'files',
      documentForm({ name: 'X', workspace_id: String(s.ws) }, { name: 'big.pdf', bytes: pdf(7 * 1024 * 1024) }),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors.file[0]).toMatch(/may not be greater than/);
    expect(await server.keys()).toEqual([]);
  }, 120_000);

  it('deleting the file keeps its object until the trash is purged', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) }, { bytes: pdf(1000) });
    expect(await server.keys()).toHaveLength(1);
    expect((await call(t, s.owner.token, 'DELETE', `files/${file.id}`)).status).toBe(200);
    expect(await server.keys()).toHaveLength(1);
    expect(await purgeTrashNow(t)).toBe(1);
    expect(await server.keys()).toEqual([]);
    expect((await raw(t, s.owner.token, 'GET', `files/${file.id}/version/${file.latest_version.id}/download`)).status).toBe(404);
  });

  it('stores an uploaded image in the bucket and serves it at its URL', async () => {
    const s = await scene(t);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
    const form = new FormData();
    form.append('image', new Blob([png]), 'dot.png');
    const res = await t.app.request('/api/uploads', { method: 'POST', headers: auth(s.owner.token), body: form });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { path: string; url: string } };
    expect(await server.keys()).toEqual([data.path]);
    const image = await t.app.request(data.url, { headers: auth(s.owner.token) });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });
});
