import { eq } from 'drizzle-orm';
import type { ImportResource } from '@/lib/contract/imports';
import { IMPORT_MAX_BYTES } from '@/lib/contract/imports';
import { imports, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, PNG, scene } from '../../test/companies-kit';
import type { SheetValue } from './test-kit';
import { catalogueDigest, confirm, countOf, preview, upload, xlsxOf } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HEADERS = [
  'Brand',
  'Product',
  'SKU',
  'GTIN',
  'MSRP',
  'MAP',
  'Retailer',
  'Retailer website',
  'Retail price',
  'Listing status',
  'Product URL',
  'Retailer SKU',
];
const RETAILERS = [
  ['Northwind', 'northwind.example'],
  ['Contoso', 'https://www.contoso.example'],
  ['Fabrikam', 'fabrikam.example'],
];

/** 500 products × 3 retailers: a listing per row, with prices as numbers and as text in a comma-decimal locale. */
function goodRows(): SheetValue[][] {
  const rows: SheetValue[][] = [];
  for (let i = 1; i <= 500; i++) {
    RETAILERS.forEach(([name, site], r) => {
      rows.push([
        `Brand ${i % 5}`,
        `Product ${i}`,
        `SKU-${i}`,
        String(100000000000 + i),
        19.99,
        '12,49',
        name,
        site,
        r === 0 ? `€ 1.2${i % 10}0,00` : 17.5,
        'Listed',
        `https://shop${r}.example/p/sku-${i}?utm_source=x`,
        `R${r}-${i}`,
      ]);
    });
  }
  return rows;
}

/** Seven rows with one problem each (rows 1502–1508 of the sheet). */
const BAD_ROWS: SheetValue[][] = [
  ['Brand 1', 'Bad UPC', 'SKU-B1', '12AB', 10, null, 'Northwind', null, 10, null, null, null],
  ['Brand 1', 'Bad MAP', 'SKU-B2', null, 10, '12,49.0', 'Northwind', null, 10, null, null, null],
  ['Brand 1', 'Bad URL', 'SKU-B3', null, 10, null, 'Northwind', null, 10, null, 'not a url', null],
  [null, null, 'SKU-UNKNOWN', null, null, null, 'Northwind', null, 10, null, null, null],
  ['Brand 1', 'Bad status', 'SKU-B5', null, 10, null, 'Northwind', null, 10, 'sold out', null, null],
  ['Brand 1', 'Bad price', 'SKU-B6', null, 10, null, 'Northwind', null, 'ten dollars', null, null, null],
  ['Brand 1', 'Bad website', 'SKU-B7', null, 10, null, 'Westwind', 'ftp://westwind.example', null, null, null, null],
];

let s: Awaited<ReturnType<typeof scene>>;
let file: Uint8Array;
let first: ImportResource;

describe('spreadsheet imports (500 products × 3 retailers + 7 bad rows)', () => {
  beforeAll(async () => {
    s = await scene(t);
    file = await xlsxOf([HEADERS, ...goodRows(), ...BAD_ROWS]);
  });

  it('uploads: headers, first rows, row count and a suggested mapping', async () => {
    const res = await upload(t, s.owner.token, s.acme.id, file, 'catalogue.xlsx');
    expect(res.status).toBe(201);
    first = res.body.data;
    expect(first).toMatchObject({ status: 'mapping', format: 'xlsx', file_name: 'catalogue.xlsx', headers: HEADERS, row_count: 1507, counts: null });
    expect(first.sample).toHaveLength(5);
    expect(first.sample[0].slice(0, 4)).toEqual(['Brand 1', 'Product 1', 'SKU-1', '100000000001']);
    expect(first.mapping).toEqual({
      Brand: 'brand_name',
      Product: 'product_name',
      SKU: 'product_sku',
      GTIN: 'product_upc',
      MSRP: 'product_msrp',
      MAP: 'product_map',
      Retailer: 'retailer_name',
      'Retailer website': 'retailer_website',
      'Retail price': 'listing_price',
      'Listing status': 'listing_status',
      'Product URL': 'listing_url',
      'Retailer SKU': 'listing_retailer_sku',
    });
  });

  it('previews: exact counts and every error by cell, writing nothing to the catalogue', async () => {
    const before = await catalogueDigest(t);
    const res = await preview(t, s.owner.token, first, { monitor_listings: true, decimal_separator: 'auto' });
    expect(res.status).toBe(200);
    const imp = res.body.data;
    expect(imp.status).toBe('previewed');
    expect(imp.progress).toEqual({ done: 1507, total: 1507 });
    expect(imp.counts).toEqual({
      brands: { create: 5, update: 0, unchanged: 0 },
      products: { create: 500, update: 0, unchanged: 0 },
      retailers: { create: 3, update: 0, unchanged: 0 },
      listings: { create: 1500, update: 0, unchanged: 0 },
      contacts: { create: 0, update: 0, unchanged: 0 },
      partners: { create: 0, update: 0, unchanged: 0 },
      distributors: { create: 0, update: 0, unchanged: 0 },
      pages: { create: 1500, update: 0, unchanged: 0 },
    });
    expect(imp.error_count).toBe(7);
    expect(imp.errors.map((e) => `${e.cell}: ${e.message}`)).toEqual([
      'D1502: GTIN "12AB": The UPC must be 8 to 14 digits.',
      'F1503: MAP "12,49.0" is not a price.',
      'K1504: Product URL "not a url": The url must be a valid URL.',
      'C1505: Product SKU "SKU-UNKNOWN" is not in the catalogue: a new product needs a name.',
      'J1506: Listing status "sold out": The status must be listed, pending or delisted.',
      'I1507: Retail price "ten dollars" is not a price.',
      'H1508: Retailer website "ftp://westwind.example": The website must start with http:// or https://.',
    ]);
    expect(await catalogueDigest(t)).toBe(before);
    expect(await countOf(t, 'products')).toBe(0);
    // Progress went to the importer's private channel.
    const events = t.publisher.on(`private-App.Models.User.${s.owner.id}`).filter((e) => e.event === 'import.progress');
    expect(events.at(-1)?.data).toEqual({ import_id: first.id, status: 'previewed', done: 1507, total: 1507 });
  });

  it('confirms: 500 products, 1,500 listings and 1,500 monitored pages due at once; errors stay in the report', async () => {
    const res = await confirm(t, s.owner.token, first);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'done', error_count: 7 });
    expect(res.body.data.finished_at).not.toBeNull();
    expect(await countOf(t, 'products', `company_id = ${s.acme.id}`)).toBe(500);
    expect(await countOf(t, 'brands', `company_id = ${s.acme.id}`)).toBe(5);
    expect(await countOf(t, 'company_retailers', `company_id = ${s.acme.id}`)).toBe(3);
    expect(await countOf(t, 'retailer_products')).toBe(1500);
    expect(await countOf(t, 'monitoring_products', `company_id = ${s.acme.id} and product_id is not null and map_amount = 1249 and map_currency = 'USD'`)).toBe(
      500,
    );
    expect(await countOf(t, 'monitoring_pages', `status = 'pending' and next_check_at <= now() and company_retailer_id is not null`)).toBe(1500);
    const [p1] = await t.deps.db.select().from(products).where(eq(products.sku, 'SKU-1'));
    expect(p1).toMatchObject({ name: 'Product 1', upc: '100000000001', msrpCents: 1999, mapCents: 1249 });
    expect(await countOf(t, 'retailer_products', `retailer_sku = 'R0-11' and price_cents = 121000 and url like 'https://shop0.example/%'`)).toBe(1);
    const notes = await call<{ data: { data: { kind: string; url: string } }[] }>(t, s.owner.token, 'GET', 'notifications');
    expect(JSON.stringify(notes.body)).toContain('import_finished');
    const report = await t.app.request(`/api/companies/${s.acme.id}/imports/${first.id}/report`, { headers: { authorization: `Bearer ${s.owner.token}` } });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    const lines = (await report.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('row,cell,brands,products,retailers,listings,contacts,partners,distributors,pages,message');
    expect(lines[1]).toBe('2,,create,create,create,create,,,,create,');
    expect(lines.find((l) => l.startsWith('1503,'))).toContain('F1503: MAP ""12,49.0"" is not a price.');
    expect((await call(t, s.owner.token, 'POST', `companies/${s.acme.id}/imports/${first.id}/confirm`)).status).toBe(409);
    const [stored] = await t.deps.db.select({ key: imports.storageKey }).from(imports).where(eq(imports.id, first.id));
    expect(await t.deps.storage.get(stored.key)).toBeNull();
  });

  it('re-importing the same file changes nothing: 0 creates, 0 updates', async () => {
    const again = (await upload(t, s.owner.token, s.acme.id, file, 'catalogue.xlsx')).body.data;
    const res = await preview(t, s.owner.token, again, { monitor_listings: true });
    const counts = res.body.data.counts ?? ({} as NonNullable<ImportResource['counts']>);
    for (const c of Object.values(counts)) expect([c.create, c.update]).toEqual([0, 0]);
    expect(counts.products?.unchanged).toBe(500);
    expect(counts.listings?.unchanged).toBe(1500);
    expect(counts.pages?.unchanged).toBe(1500);
    const before = await catalogueDigest(t);
    expect((await confirm(t, s.owner.token, again)).body.data.status).toBe('done');
    expect(await catalogueDigest(t)).toBe(before);
  });

  it('lists newest first; another company’s people get 404; a read-only member reads but cannot import', async () => {
    const list = await call<{ data: ImportResource[]; meta: { total: number } }>(t, s.member.token, 'GET', `companies/${s.acme.id}/imports`);
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data[0].id).toBeGreaterThan(list.body.data[1].id);
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.acme.id}/imports/${first.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `companies/${s.other.id}/imports/${first.id}`)).status).toBe(404);
    expect((await call(t, s.member.token, 'GET', `companies/${s.acme.id}/imports/${first.id}`)).status).toBe(200);
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}/imports/${first.id}/preview`, { mapping: {} })).status).toBe(403);
    expect((await call(t, s.member.token, 'POST', `companies/${s.acme.id}/imports/${first.id}/confirm`)).status).toBe(403);
    expect((await upload(t, s.member.token, s.acme.id, 'SKU\nA', 'a.csv')).status).toBe(403);
  });

  it('refuses a file of the wrong type, over 10 MB or over 50,000 rows, with a clear 422 on file', async () => {
    const png = await upload(t, s.owner.token, s.acme.id, PNG, 'catalogue.csv');
    expect(png.status).toBe(422);
    expect((png.body as unknown as { errors: Record<string, string[]> }).errors.file).toEqual(['The file must be a CSV or XLSX file.']);
    const big = await upload(t, s.owner.token, s.acme.id, new Uint8Array(IMPORT_MAX_BYTES + 1).fill(65), 'big.csv');
    expect(big.status).toBe(422);
    expect((big.body as unknown as { errors: Record<string, string[]> }).errors.file).toEqual(['The file may not be greater than 10 MB.']);
    const many = await upload(t, s.owner.token, s.acme.id, `SKU\n${'A\n'.repeat(50_001)}`, 'many.csv');
    expect(many.status).toBe(422);
    expect((many.body as unknown as { errors: Record<string, string[]> }).errors.file[0]).toMatch(/more than 50,000 rows/);
    const broken = await upload(t, s.owner.token, s.acme.id, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx');
    expect(broken.status).toBe(422);
    expect(await countOf(t, 'imports', `file_name in ('catalogue.csv', 'big.csv', 'many.csv', 'broken.xlsx')`)).toBe(0);
  });
});

describe('formulas and locales', () => {
  it('stores a formula cell and a value starting with = as text, never evaluated', async () => {
    const xlsx = await xlsxOf([
      ['Product', 'SKU', 'Price', 'Retailer', 'Product URL'],
      [{ formula: '1+1' }, 'F-1', null, null, null],
      [{ formula: 'HYPERLINK("https://evil.example","Click me")', result: 'Click me' }, 'F-2', null, null, null],
      ['@SUM(A1:A2)', 'F-3', null, null, null],
      ['Linked', 'F-4', 5, 'Northwind', { text: 'https://northwind.example/f-4', hyperlink: 'https://northwind.example/f-4' }],
    ]);
    const imp = (await upload(t, s.owner.token, s.acme.id, xlsx, 'formulas.xlsx')).body.data;
    expect((await preview(t, s.owner.token, imp)).body.data.errors).toEqual([]);
    expect((await confirm(t, s.owner.token, imp)).body.data.status).toBe('done');
    const names = await t.deps.db.select({ sku: products.sku, name: products.name }).from(products).where(eq(products.companyId, s.acme.id));
    const bySku = Object.fromEntries(names.map((p) => [p.sku, p.name]));
    expect([bySku['F-1'], bySku['F-2'], bySku['F-3']]).toEqual(['=1+1', 'Click me', '@SUM(A1:A2)']);
    const csv = '\uFEFFSKU;Product;MSRP;MAP\nC-1;=1+1;1.299,00;"12,49"\nC-2;\'+SUM(1);;\n';
    const c = (await upload(t, s.outsider.token, s.other.id, csv, 'de.csv')).body.data;
    expect(c.headers).toEqual(['SKU', 'Product', 'MSRP', 'MAP']);
    expect((await preview(t, s.outsider.token, c, { decimal_separator: ',' })).body.data.error_count).toBe(0);
    await confirm(t, s.outsider.token, c);
    const [row, exported] = await t.deps.db.select().from(products).where(eq(products.companyId, s.other.id)).orderBy(products.id);
    expect(row).toMatchObject({ sku: 'C-1', name: '=1+1', msrpCents: 129900, mapCents: 1249 });
    // An export's formula guard (`'`) is dropped, so the value re-imports as it was.
    expect(exported).toMatchObject({ sku: 'C-2', name: '+SUM(1)', msrpCents: null });
    const [stored] = await t.deps.db.select({ status: imports.status }).from(imports).where(eq(imports.id, c.id));
    expect(stored.status).toBe('done');
  });
});
