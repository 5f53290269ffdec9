import { asc, eq } from 'drizzle-orm';
import type { ImportEntity, ImportEntityCounts, ImportResource } from '@/lib/contract/imports';
import { companyRetailers, retailerCategories } from '../../db/schema';
import { importsSettled } from '../../services/imports/drain-imports';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, form, scene } from '../../test/companies-kit';
import { exportOf, seedCatalogue } from './test-kit';

let t: TestApp;
let s: Awaited<ReturnType<typeof scene>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t);
  const [grocery] = await t.deps.db.insert(retailerCategories).values({ companyId: s.acme.id, name: 'Grocery' }).returning();
  await t.deps.db.insert(companyRetailers).values([
    { companyId: s.acme.id, name: 'Target', website: 'https://target.example', locations: ['Austin, TX', 'Dallas'], categoryId: grocery.id },
    { companyId: s.acme.id, name: 'Costco', locations: [] },
  ]);
  const ids = (
    await t.deps.db
      .select({ id: companyRetailers.id })
      .from(companyRetailers)
      .where(eq(companyRetailers.companyId, s.acme.id))
      .orderBy(asc(companyRetailers.id))
  ).map((r) => r.id);
  await seedCatalogue(t, s.acme.id, ids);
});
afterAll(async () => {
  await t.close();
});

/** Uploads the export as an import and runs its dry run with the mapping the headers suggest. */
async function dryRun(path: string, format: 'csv' | 'xlsx'): Promise<ImportResource> {
  const res = await exportOf(t, s.owner.token, `companies/${s.acme.id}/exports/${path}${path.includes('?') ? '&' : '?'}format=${format}`);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const name = (res.headers.get('content-disposition') ?? '').match(/filename="([^"]+)"/)?.[1] ?? `export.${format}`;
  const up = await call<{ data: ImportResource }>(t, s.owner.token, 'POST', `companies/${s.acme.id}/imports`, form({ file: new File([bytes], name) }));
  expect(up.status).toBe(201);
  const imp = up.body.data;
  const started = await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/imports/${imp.id}/preview`, { mapping: imp.mapping });
  expect(started.status).toBe(202);
  await importsSettled();
  return (await call<{ data: ImportResource }>(t, s.owner.token, 'GET', `companies/${s.acme.id}/imports/${imp.id}`)).body.data;
}

describe('an export re-imports with zero changes', () => {
  // Formula-looking values included: the importer drops the apostrophe that neutralised them.
  const CASES: [string, ImportEntity][] = [
    ['listings', 'listings'],
    ['brands', 'brands'],
    ['products', 'products'],
    ['retailers', 'retailers'],
    ['contacts', 'contacts'],
    ['partners', 'partners'],
    ['distributors', 'distributors'],
  ];
  for (const format of ['csv', 'xlsx'] as const) {
    it(`in ${format.toUpperCase()}: the dry run finds nothing to create or update`, async () => {
      for (const [path, entity] of CASES) {
        const imp = await dryRun(path, format);
        expect([path, imp.status, imp.error_count, imp.errors]).toEqual([path, 'previewed', 0, []]);
        const counts: Partial<Record<ImportEntity, ImportEntityCounts>> = imp.counts ?? {};
        for (const [kind, c] of Object.entries(counts)) expect([path, kind, c.create, c.update]).toEqual([path, kind, 0, 0]);
        expect([path, counts[entity]?.unchanged ?? 0]).not.toEqual([path, 0]);
      }
    });
  }
});
