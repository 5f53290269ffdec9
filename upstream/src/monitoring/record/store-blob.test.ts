import { readdir } from 'node:fs/promises';
import { monitoringBlobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { readBlob } from './read-blob';
import { storeBlob } from './store-blob';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const files = async () => (await readdir(t.deps.config.uploadsDir).catch(() => [] as string[])).length;

describe('storeBlob / readBlob', () => {
  it('keys text by the sha256 of its bytes, stores it gzipped, and reads the same text back', async () => {
    const text = 'Ein Fahrrad\n1.299,00 €\n'.repeat(200);
    const first = await storeBlob(t.deps, text, 'text/plain; charset=utf-8');
    expect(first).toEqual({ hash: expect.stringMatching(/^[a-f0-9]{64}$/), created: true });
    const [row] = await t.deps.db.select().from(monitoringBlobs);
    expect(row).toMatchObject({ hash: first.hash, encoding: 'gzip', bytes: Buffer.byteLength(text) });
    expect(row.storedBytes).toBeLessThan(row.bytes / 5);
    expect((await readBlob(t.deps, first.hash))?.toString('utf8')).toBe(text);
  });

  it('writes nothing for content it already holds (case 20: one copy)', async () => {
    const a = await storeBlob(t.deps, '<p>same</p>', 'text/html');
    const b = await storeBlob(t.deps, new TextEncoder().encode('<p>same</p>'), 'text/html');
    expect(b).toEqual({ hash: a.hash, created: false });
    expect(await t.deps.db.select().from(monitoringBlobs)).toHaveLength(1);
    expect(await files()).toBe(1);
  });

  it('keeps PNGs as they are and leaves exactly one file when writers race', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const results = await Promise.all([1, 2, 3, 4].map(() => storeBlob(t.deps, png, 'image/png')));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const [row] = await t.deps.db.select().from(monitoringBlobs);
    expect(row.encoding).toBe('identity');
    expect(await files()).toBe(1);
    expect(await readBlob(t.deps, row.hash)).toEqual(png);
  });

  it('answers null for an unknown hash', async () => {
    expect(await readBlob(t.deps, 'f'.repeat(64))).toBeNull();
  });
});
