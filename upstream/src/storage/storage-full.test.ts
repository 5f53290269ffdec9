import fs from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { auth } from '../test/helpers';
import { documentForm, PDF_BYTES } from '../test/content-fixtures';
import { call, makeFile, scene } from '../test/files-kit';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';
import { isStorageFull, resetStorageFull, STORAGE_FULL_MESSAGE } from './storage-full';

/**
 * A full disk: the write that meets ENOSPC answers 507 "Storage is full" at once, leaves
 * no part behind, reads go on and /readyz says why. The disk is made full by failing the writes of
 * local storage's own file stream (a document) and of its `put` (an image).
 */
const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

let t: TestApp;
let full = false;
beforeEach(async () => {
  resetStorageFull();
  full = false;
  const probe = await createTestApp();
  const local = createLocalStorage(probe.deps.config.uploadsDir);
  await probe.close();
  // `put` (images) through a wrapper; `putStream` (documents) fails inside the real driver's file stream.
  const storage: Storage = { ...local, put: (bytes, ext) => (full ? Promise.reject(enospc()) : local.put(bytes, ext)) };
  t = await createTestApp({}, { storage });
  const realCreateWriteStream = fs.createWriteStream;
  jest.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: Parameters<typeof fs.createWriteStream>[1]) => {
    const stream = realCreateWriteStream(file, options);
    if (full) {
      const fail = (_chunk: unknown, _encoding: unknown, callback: (err: Error) => void) => callback(enospc());
      Object.assign(stream, { _write: fail, _writev: (_chunks: unknown, callback: (err: Error) => void) => callback(enospc()) });
    }
    return stream;
  }) as typeof fs.createWriteStream);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await t.close();
});

const uploads = async () => readdir(t.deps.config.uploadsDir).catch(() => [] as string[]);

test('a document upload that meets ENOSPC answers 507 at once, keeps no part, and reads go on; /readyz says storage_full', async () => {
  const s = await scene(t);
  const kept = await makeFile(t, s.owner.token, { name: 'Before', workspace_id: String(s.ws) });
  const before = await uploads();
  full = true;

  // Past the file stream's buffer (16 kB), so the upload waits for 'drain' when the disk fills.
  const bigPdf = new Uint8Array(1024 * 1024).fill(0x20);
  bigPdf.set(PDF_BYTES);
  const started = Date.now();
  const res = await call<{ message: string }>(
    t,
    s.owner.token,
    'POST',
    'files',
    documentForm({ name: 'Deck', workspace_id: String(s.ws) }, { name: 'deck.pdf', bytes: bigPdf, type: 'application/pdf' }),
  );
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(res.status).toBe(507);
  expect(res.body).toEqual({ message: STORAGE_FULL_MESSAGE });
  expect(res.body.message).toMatch(/^Storage is full\. /);
  expect(await uploads()).toEqual(before); // no .part, nothing else

  const read = await t.app.request(`/api/files/${kept.id}/version/${kept.latest_version.id}/download`, { headers: auth(s.owner.token) });
  expect(read.status).toBe(200);
  expect(Buffer.from(await read.arrayBuffer())).toEqual(Buffer.from(PDF_BYTES));
  const ready = await t.app.request('/readyz');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: 'degraded', database: 'ok', reasons: ['storage_full'] });
});

test('an image upload that meets ENOSPC answers 507 too', async () => {
  const s = await scene(t);
  full = true;
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('image', new Blob([png]), 'dot.png');
  const res = await t.app.request('/api/uploads', { method: 'POST', headers: auth(s.owner.token), body: form });
  expect(res.status).toBe(507);
  expect(await res.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
});

test("disk full is recognised from Node (ENOSPC, EDQUOT) and from the database, through Drizzle's cause", () => {
  expect(isStorageFull(enospc())).toBe(true);
  expect(isStorageFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
  const drizzle = (cause: unknown) => Object.assign(new Error('Failed query: insert into "notes" …'), { cause });
  expect(isStorageFull(drizzle(Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' })))).toBe(true);
  expect(isStorageFull(drizzle(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device')))).toBe(true);
  expect(isStorageFull(drizzle(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
  expect(isStorageFull(new Error('boom'))).toBe(false);
});
