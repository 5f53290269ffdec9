import { eq } from 'drizzle-orm';
import { imports } from '../db/schema';
import { catalogueDigest, confirm, countOf, preview, upload } from '../routes/imports/test-kit';
import { drainImports } from '../services/imports/drain-imports';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { scene } from '../test/companies-kit';
import { startImportSweep } from './import-sweep';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const CSV = 'SKU,Product,Retailer,Price\nA-1,Apple,Northwind,"1,50"\nA-2,Pear,Northwind,2\n';
const statusOf = async (id: number) => (await t.deps.db.select({ status: imports.status }).from(imports).where(eq(imports.id, id)))[0].status;

describe('the import runner (one import per company at a time; a stopped run resumes safely)', () => {
  it('lets a company’s second import wait while its first is in hand elsewhere, and runs other companies’ meanwhile', async () => {
    const s = await scene(t);
    const first = (await upload(t, s.owner.token, s.acme.id, CSV, 'a.csv')).body.data;
    const second = (await upload(t, s.owner.token, s.acme.id, CSV, 'b.csv')).body.data;
    const other = (await upload(t, s.outsider.token, s.other.id, CSV, 'c.csv')).body.data;
    // Another process holds the first (a fresh claim): the second of the same company waits.
    await t.deps.db.update(imports).set({ status: 'running', claimedAt: new Date() }).where(eq(imports.id, first.id));
    await t.deps.db.update(imports).set({ status: 'previewing' }).where(eq(imports.id, second.id));
    await t.deps.db.update(imports).set({ status: 'previewing' }).where(eq(imports.id, other.id));
    await drainImports(t.deps);
    expect(await statusOf(second.id)).toBe('previewing');
    expect(await statusOf(other.id)).toBe('previewed');
    // That process stopped: its claim goes stale, the first is taken over and the second follows.
    await t.deps.db
      .update(imports)
      .set({ claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(imports.id, first.id));
    await drainImports(t.deps);
    expect(await statusOf(first.id)).toBe('done');
    expect(await statusOf(second.id)).toBe('previewed');
    expect(await countOf(t, 'products', `company_id = ${s.acme.id}`)).toBe(2);
  });

  it('re-applies an interrupted import without duplicating anything (every write is keyed by natural keys)', async () => {
    const s = await scene(t);
    const imp = (await upload(t, s.owner.token, s.acme.id, CSV, 'a.csv')).body.data;
    await preview(t, s.owner.token, imp);
    expect((await confirm(t, s.owner.token, imp)).body.data.status).toBe('done');
    const digest = await catalogueDigest(t);
    // As if the process had died after writing (its file, removed once done, still there): the run starts again from row 2.
    const storageKey = await t.deps.storage.put(new TextEncoder().encode(CSV), 'csv');
    await t.deps.db
      .update(imports)
      .set({ status: 'running', storageKey, claimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(imports.id, imp.id));
    const sweep = startImportSweep(t.deps, () => undefined, 60_000);
    await sweep.stop();
    await drainImports(t.deps);
    const [row] = await t.deps.db.select().from(imports).where(eq(imports.id, imp.id));
    expect(row.status).toBe('done');
    expect(row.counts?.products).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect(await catalogueDigest(t)).toBe(digest);
    expect(await countOf(t, 'retailer_products')).toBe(2);
  });

  it('marks an import failed, in words, when its file cannot be read any more', async () => {
    const s = await scene(t);
    const imp = (await upload(t, s.owner.token, s.acme.id, CSV, 'a.csv')).body.data;
    const [row] = await t.deps.db.select({ key: imports.storageKey }).from(imports).where(eq(imports.id, imp.id));
    await t.deps.storage.remove(row.key);
    const res = await preview(t, s.owner.token, imp);
    expect(res.body.data).toMatchObject({ status: 'failed', failure: 'The uploaded file is no longer stored; upload it again.' });
    const events = t.publisher.on(`private-App.Models.User.${s.owner.id}`).filter((e) => e.event === 'import.progress');
    expect(events.at(-1)?.data).toMatchObject({ import_id: imp.id, status: 'failed' });
  });
});
