import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { monitoringBlobs, monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { normalizeSnapshot } from '../snapshot/normalize';
import { readBlob } from './read-blob';
import { recordVersion } from './record-version';
import { seedMonitoredPage } from './seed-page';

let t: TestApp;
let page: Awaited<ReturnType<typeof seedMonitoredPage>>;
beforeEach(async () => {
  t = await createTestApp();
  page = await seedMonitoredPage(t.deps.db);
});
afterEach(async () => t.close());

function png(width: number, height: number, paint: (x: number, y: number) => number = () => 255): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const v = paint(x, y);
      image.data[i] = v;
      image.data[i + 1] = v;
      image.data[i + 2] = v;
      image.data[i + 3] = 255;
    }
  return PNG.sync.write(image);
}

const observe = async (html: string, at: Date, extra: { screenshot?: Buffer } = {}) => {
  const { text, hash } = await normalizeSnapshot(html);
  return recordVersion(t.deps, {
    pageId: page.pageId,
    monitoringProductId: page.productId,
    text,
    contentHash: hash,
    html,
    extracted: { amount: 1 },
    observedAt: at,
    ...extra,
  });
};

describe('recordVersion', () => {
  it('creates version 1, then version 2 with its word diff and previous version only when content changes', async () => {
    const v1 = await observe('<main><h1>Bike</h1><p>Price 1.299,00 €</p></main>', new Date('2025-01-01T10:00:00Z'));
    expect(v1).toMatchObject({ created: true, number: 1 });
    const v2 = await observe('<main><h1>Bike</h1><p>Price 1.199,00 €</p></main>', new Date('2025-01-02T10:00:00Z'));
    expect(v2).toMatchObject({ created: true, number: 2, snapshotId: v1.snapshotId });
    const [row] = await t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.id, v2.versionId));
    expect(row.previousVersionId).toBe(v1.versionId);
    expect(row.diff).toEqual({ added: 1, removed: 1, changeRatio: expect.any(Number), pixelDiffPercent: null });
    expect(row.diff?.changeRatio).toBeGreaterThan(0);
    expect(row.diff?.changeRatio).toBeLessThan(0.5);
    expect((await readBlob(t.deps, row.textBlob))?.toString()).toBe('Bike\nPrice 1.199,00 €');
    expect((await readBlob(t.deps, row.htmlBlob as string))?.toString()).toContain('1.199,00');
    const [snapshot] = await t.deps.db.select().from(monitoringSnapshots);
    expect(snapshot).toMatchObject({ lastVersionId: v2.versionId, versionCount: 2, seenCount: 2 });
  });

  it('unchanged content (a timestamp aside) creates no version, only moves last-seen and counts (cases 6, 7)', async () => {
    const v1 = await observe('<p>Bike 1.299,00 €</p><p>Updated 10:42</p>', new Date('2025-01-01T10:00:00Z'));
    const again = await observe('<p>Bike 1.299,00 €</p><p>Updated 11:07</p>', new Date('2025-01-01T16:00:00Z'));
    expect(again).toEqual({ ...v1, created: false });
    const versions = await t.deps.db.select().from(monitoringVersions);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ seenCount: 2, lastSeenAt: new Date('2025-01-01T16:00:00Z'), firstSeenAt: new Date('2025-01-01T10:00:00Z') });
    const [snapshot] = await t.deps.db.select().from(monitoringSnapshots);
    expect(snapshot).toMatchObject({ versionCount: 1, seenCount: 2, lastSeenAt: new Date('2025-01-01T16:00:00Z') });
  });

  it('1,000 identical scrapes leave one version and one version worth of stored bytes (case 20)', async () => {
    const html = `<main>${'<p>A long product description line.</p>'.repeat(50)}</main>`;
    const shot = png(40, 30);
    await observe(html, new Date('2025-01-01T00:00:00Z'), { screenshot: shot });
    const dir = t.deps.config.uploadsDir;
    const bytesAfterOne = async () =>
      (await Promise.all((await readdir(dir)).map(async (f) => (await stat(path.join(dir, f))).size))).reduce((a, b) => a + b, 0);
    const first = await bytesAfterOne();
    for (let i = 1; i < 1000; i += 1) await observe(html, new Date(Date.UTC(2025, 0, 1, 0, i)), { screenshot: shot });
    expect(await t.deps.db.select().from(monitoringVersions)).toHaveLength(1);
    expect(await t.deps.db.select().from(monitoringBlobs)).toHaveLength(3);
    expect(await bytesAfterOne()).toBe(first);
    const [snapshot] = await t.deps.db.select().from(monitoringSnapshots);
    expect(snapshot).toMatchObject({ versionCount: 1, seenCount: 1000 });
  }, 120_000);

  it('measures the pixel difference of two screenshots, cropping to the common size, null when one is missing', async () => {
    await observe('<p>one</p>', new Date('2025-01-01T00:00:00Z'), { screenshot: png(10, 10) });
    // The second image is taller; over the common 10x10 area its left half turned black.
    const v2 = await observe('<p>two</p>', new Date('2025-01-02T00:00:00Z'), { screenshot: png(10, 14, (x) => (x < 5 ? 0 : 255)) });
    const v3 = await observe('<p>three</p>', new Date('2025-01-03T00:00:00Z'));
    const diffOf = async (id: number) => (await t.deps.db.select().from(monitoringVersions).where(eq(monitoringVersions.id, id)))[0].diff;
    expect((await diffOf(v2.versionId))?.pixelDiffPercent).toBe(50);
    expect((await diffOf(v3.versionId))?.pixelDiffPercent).toBeNull();
  });

  it('concurrent observations of new content make consecutive numbers and one version per content', async () => {
    await observe('<p>v1</p>', new Date('2025-01-01T00:00:00Z'));
    const results = await Promise.all(['<p>v2</p>', '<p>v2</p>', '<p>v3</p>', '<p>v2</p>'].map((h, i) => observe(h, new Date(Date.UTC(2025, 0, 2, i)))));
    const versions = await t.deps.db.select().from(monitoringVersions).orderBy(monitoringVersions.number);
    expect(versions.map((v) => v.number)).toEqual([...versions.keys()].map((i) => i + 1));
    expect(results.filter((r) => r.created).length).toBe(versions.length - 1);
    const [snapshot] = await t.deps.db.select().from(monitoringSnapshots);
    expect(snapshot.versionCount).toBe(versions.length);
    expect(snapshot.lastVersionId).toBe(versions[versions.length - 1].id);
    expect(snapshot.seenCount).toBe(5);
  });
});
