import { readdir } from 'node:fs/promises';
import { Hono } from 'hono';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { documentForm, PDF_BYTES } from '../test/content-fixtures';
import { handleError } from './http';
import { readStreamingForm } from './streaming-form';

let t: TestApp;
const MAX = 64 * 1024;
beforeEach(async () => {
  t = await createTestApp({ DOCUMENT_MAX_BYTES: String(MAX) });
});
afterEach(async () => {
  await t.close();
});

/** A bare route around readStreamingForm; `?fail=1` makes the handler fail after reading, like a 422 on a field. */
function app(maxFiles = 1) {
  const h = new Hono();
  h.post('/', async (c) => {
    const form = await readStreamingForm(c, t.deps, { fileFields: ['file'], maxFiles });
    if (c.req.query('fail')) {
      await form.discard();
      return c.json({ discarded: true }, 422);
    }
    return c.json({ fields: form.fields, lists: form.lists, files: form.files });
  });
  h.onError(handleError);
  return h;
}
type Answer = {
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: Record<string, { storageName: string; originalName: string; mime: string; size: number }[]>;
  errors?: Record<string, string[]>;
};
const post = async (body: BodyInit, path = '/', headers: Record<string, string> = {}) => {
  const res = await app().request(path, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as Answer };
};
const stored = async () => (await readdir(t.deps.config.uploadsDir).catch(() => [] as string[])).sort();

describe('readStreamingForm', () => {
  it('reads fields, repeated and [] lists, and streams a document to storage with its sniffed type (UTF-8 name, directories dropped)', async () => {
    const form = documentForm({ name: 'Deck', tag: 'a', ids: ['1', '2'] }, { name: 'dir\\évil.pdf', bytes: PDF_BYTES, type: 'text/html' });
    form.append('tag', 'b');
    const { status, body } = await post(form);
    expect([status, body.errors]).toEqual([200, undefined]);
    expect(body.fields).toMatchObject({ name: 'Deck', tag: 'b', ids: '2' });
    expect(body.lists).toEqual({ tag: ['a', 'b'], ids: ['1', '2'] });
    const [doc] = body.files.file;
    expect(doc).toMatchObject({ originalName: 'évil.pdf', mime: 'application/pdf', size: PDF_BYTES.length });
    expect(doc.storageName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const back = await t.deps.storage.get(doc.storageName);
    expect(Buffer.from(await new Response(back!.stream).arrayBuffer())).toEqual(Buffer.from(PDF_BYTES));
  });

  it('ignores parts outside fileFields and empty file inputs', async () => {
    const form = documentForm({ name: 'x' }, { field: 'other', name: 'a.pdf', bytes: PDF_BYTES });
    form.append('file', new Blob([]), '');
    const { status, body } = await post(form);
    expect([status, body.errors]).toEqual([200, undefined]);
    expect(body.files).toEqual({});
    expect(await stored()).toEqual([]);
  });

  it('answers 422 naming the field for a refused type, small or larger than the sniffed head, and keeps nothing', async () => {
    const elf = new Uint8Array(40_000);
    elf.set([0x7f, 0x45, 0x4c, 0x46]);
    for (const bytes of [elf.subarray(0, 64), elf]) {
      const form = documentForm({ name: 'x' }, { name: 'tool.pdf', bytes });
      form.append('after', 'still read');
      const { status, body } = await post(form);
      expect(status).toBe(422);
      expect(Object.keys(body.errors!)).toEqual(['file']);
    }
    expect(await stored()).toEqual([]);
  });

  it('answers 422 for a part over DOCUMENT_MAX_BYTES without hanging, whether refused while streaming or by Content-Length', async () => {
    const streamed = documentForm({ name: 'x' }, { name: 'big.txt', bytes: new Uint8Array(MAX + 200_000).fill(0x61) });
    streamed.append('after', 'more fields after the file');
    const first = await post(streamed);
    expect(first.status).toBe(422);
    expect(first.body.errors).toEqual({ file: ['The file may not be greater than 0.1 MB.'] });
    const declared = await post(documentForm({ name: 'x' }, { name: 'big.txt', bytes: new Uint8Array(MAX + 2 * 1024 * 1024).fill(0x61) }));
    expect(declared.status).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('refuses an empty document, a second one past maxFiles, and a body that is not multipart', async () => {
    const empty = await post(documentForm({}, { name: 'a.txt', bytes: new Uint8Array(0) }));
    expect(empty.body.errors).toEqual({ file: ['The file is empty.'] });
    const two = documentForm({}, { name: 'a.pdf', bytes: PDF_BYTES });
    two.append('file', new Blob([PDF_BYTES]), 'b.pdf');
    expect((await post(two)).body.errors).toEqual({ file: ['At most 1 file(s) per request.'] });
    expect((await post('{"a":1}', '/', { 'content-type': 'application/json' })).status).toBe(422);
    expect((await post('--x\r\nbroken', '/', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('removes what it stored when the handler discards after reading', async () => {
    const { status } = await post(documentForm({ name: 'x' }, { name: 'a.pdf', bytes: PDF_BYTES }), '/?fail=1');
    expect(status).toBe(422);
    expect(await stored()).toEqual([]);
  });
});
