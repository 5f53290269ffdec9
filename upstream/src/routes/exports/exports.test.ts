import { asc, eq } from 'drizzle-orm';
import type { Brand, CompanyRetailer, Product, RetailerProduct } from '@/lib/contract/catalogue';
import type { CompanyParty, Contact } from '@/lib/contract/relations';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import { companyRetailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, customToken, scene, type Paged } from '../../test/files-kit';
import { csvOf, exportOf, seedCatalogue, statusOf, xlsxOf } from './test-kit';
import type { Sheet } from './test-kit';

let t: TestApp;
let s: Awaited<ReturnType<typeof scene>>;
let seeded: Awaited<ReturnType<typeof seedCatalogue>>;
let retailers: number[];
beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t);
  retailers = (
    await t.deps.db.select({ id: companyRetailers.id }).from(companyRetailers).where(eq(companyRetailers.companyId, s.acme)).orderBy(asc(companyRetailers.id))
  ).map((r) => r.id);
  seeded = await seedCatalogue(t, s.acme, retailers);
});
afterAll(async () => {
  await t.close();
});

const C = () => `companies/${s.acme}`;
const list = async <T>(path: string) => {
  const res = await call<Paged<T>>(t, s.owner.token, 'GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100`);
  expect(res.status).toBe(200);
  return res.body.data;
};
/** Both formats of one export, checked to say the same thing. */
async function both(path: string): Promise<Sheet> {
  const csv = await csvOf(t, s.owner.token, `${path}${path.includes('?') ? '&' : '?'}format=csv`);
  const xlsx = await xlsxOf(t, s.owner.token, `${path}${path.includes('?') ? '&' : '?'}format=xlsx`);
  expect(xlsx.headers).toEqual(csv.headers);
  expect(xlsx.rows).toEqual(csv.rows);
  return csv;
}
const col = (sheet: Sheet, header: string) => sheet.rows.map((r) => r[header]);
const sorted = (v: (string | null | undefined)[]) => v.map((x) => x ?? '').sort();
const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const safe = (v: string | null) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

describe('GET companies/{id}/exports/{dataset}', () => {
  it('exports the products as the list holds them, under the import labels, in CSV and XLSX', async () => {
    const listed = await list<Product>(`${C()}/products`);
    const sheet = await both(`${C()}/exports/products`);
    expect(sheet.headers).toEqual(['Brand', 'Product', 'SKU', 'UPC', 'Category', 'MSRP', 'MAP', 'Description']);
    expect(sheet.rows).toHaveLength(listed.length);
    for (const p of listed) {
      const row = sheet.rows.find((r) => r.Product === safe(p.name))!;
      expect(row).toEqual({
        Brand: safe(p.brand_name),
        Product: safe(p.name),
        SKU: safe(p.sku),
        UPC: p.upc ?? '',
        Category: p.category ?? '',
        MSRP: money(p.msrp_cents),
        MAP: money(p.map_cents),
        Description: p.description ?? '',
      });
    }
    expect(sheet.rows.find((r) => r.SKU === 'OAT-1')).toMatchObject({ MSRP: '4.99', MAP: '4.49', UPC: '012345678905' });
  });

  it('exports brands, retailers, contacts, partners and distributors as their lists', async () => {
    const cases: [string, string, string, (r: never) => string][] = [
      ['brands', 'brands', 'Brand', (b: Brand) => b.name],
      ['retailers', 'retailers', 'Retailer', (r: CompanyRetailer) => r.name],
      ['contacts', 'contacts', 'Contact email', (c: Contact) => c.email ?? ''],
      ['partners', 'partners', 'Partner', (p: CompanyParty) => p.name],
      ['distributors', 'distributors', 'Distributor', (p: CompanyParty) => p.name],
    ] as never;
    for (const [route, dataset, header, key] of cases) {
      const listed = await list<never>(`${C()}/${route}`);
      const sheet = await both(`${C()}/exports/${dataset}`);
      expect(sorted(col(sheet, header))).toEqual(sorted(listed.map((r) => safe(key(r)))));
    }
    const retailerSheet = await both(`${C()}/exports/retailers`);
    expect(retailerSheet.headers.slice(0, 4)).toEqual(['Retailer', 'Retailer website', 'Retailer category', 'Retailer locations']);
    expect(retailerSheet.rows.find((r) => r.Retailer === 'Target')).toMatchObject({ 'Retailer locations': '["Austin, TX"]', Listings: '2' });
  });

  it('exports one row per listing with the product’s and the retailer’s columns, as the retailers’ listing lists', async () => {
    const listed = (await Promise.all(retailers.map((r) => list<RetailerProduct>(`${C()}/retailers/${r}/products`)))).flat();
    const sheet = await both(`${C()}/exports/listings`);
    expect(sheet.headers).toEqual([
      'Brand',
      'Product',
      'SKU',
      'UPC',
      'Category',
      'MSRP',
      'MAP',
      'Retailer',
      'Retailer website',
      'Retailer SKU',
      'Price',
      'Listing status',
      'Product URL',
    ]);
    expect(sheet.rows).toHaveLength(listed.length);
    expect(sorted(col(sheet, 'Price'))).toEqual(sorted(listed.map((l) => money(l.price_cents))));
    expect(sheet.rows.find((r) => r['Retailer SKU'] === 'T-1')).toEqual({
      Brand: 'Sunny Co',
      Product: 'Oats 1kg',
      SKU: 'OAT-1',
      UPC: '012345678905',
      Category: 'Cereal',
      MSRP: '4.99',
      MAP: '4.49',
      Retailer: 'Target',
      'Retailer website': '',
      'Retailer SKU': 'T-1',
      Price: '12.49',
      'Listing status': 'listed',
      'Product URL': 'https://target.example/oats',
    });
  });

  it('exports the monitored pages and the price history as their lists, amounts in their currency', async () => {
    const product = `${C()}/monitoring-products/${seeded.watched.id}`;
    const pages = await list<MonitoringPage>(`${product}/pages`);
    const pageSheet = await both(`${C()}/exports/monitoring-pages?monitoring_product_id=${seeded.watched.id}`);
    expect(col(pageSheet, 'Product URL')).toEqual(pages.map((p) => p.url));
    expect(pageSheet.rows[0]).toMatchObject({ 'Monitored product': 'Oats watch', Retailer: 'Target', 'Latest price': '1000', Currency: 'JPY' });
    const prices = await list<PriceResource>(`${product}/prices`);
    const priceSheet = await both(`${C()}/exports/prices?monitoring_product_id=${seeded.watched.id}`);
    expect(priceSheet.rows).toHaveLength(prices.length);
    expect(col(priceSheet, 'Price')).toEqual(['12.49', '11.99', '1000']);
    const windowed = await list<PriceResource>(`${product}/prices?from=2026-11-05T00:00:00Z&to=2026-11-10T00:00:00Z`);
    const windowSheet = await both(`${C()}/exports/prices?from=2026-11-05T00:00:00Z&to=2026-11-10T00:00:00Z`);
    expect(col(windowSheet, 'Price')).toEqual(windowed.map((p) => money(p.amount)));
  });

  it('narrows exactly as the list does: search, brand, status, retailer, category', async () => {
    const cases: [string, string, string][] = [
      [`${C()}/products?search=oats`, `${C()}/exports/products?search=oats`, 'Product'],
      [`${C()}/products?brand_id=${seeded.sunny.id}`, `${C()}/exports/products?brand_id=${seeded.sunny.id}`, 'Product'],
      [`${C()}/brands?search=sun`, `${C()}/exports/brands?search=sun`, 'Brand'],
      [`${C()}/contacts?search=dana`, `${C()}/exports/contacts?search=dana`, 'Contact first name'],
      [`${C()}/contacts?company_retailer_id=${retailers[0]}`, `${C()}/exports/contacts?company_retailer_id=${retailers[0]}`, 'Contact first name'],
      [`${C()}/retailers?search=cost`, `${C()}/exports/retailers?search=cost`, 'Retailer'],
      [`${C()}/partners?search=brok`, `${C()}/exports/partners?search=brok`, 'Partner'],
    ];
    const field: Record<string, (r: Record<string, string | null>) => string | null> = {
      Product: (r) => r.name,
      Brand: (r) => r.name,
      Retailer: (r) => r.name,
      Partner: (r) => r.name,
      'Contact first name': (r) => r.first_name,
    };
    for (const [listPath, exportPath, header] of cases) {
      const listed = await list<Record<string, string | null>>(listPath);
      const sheet = await both(exportPath);
      expect(listed.length).toBeGreaterThan(0);
      expect(sorted(col(sheet, header))).toEqual(sorted(listed.map((r) => safe(field[header](r)))));
    }
    const pending = await list<RetailerProduct>(`${C()}/retailers/${retailers[0]}/products?status=pending&search=oats`);
    const sheet = await both(`${C()}/exports/listings?retailer_id=${retailers[0]}&status=pending&search=oats`);
    expect(col(sheet, 'Product')).toEqual(pending.map((l) => l.product_name));
    expect(col(sheet, 'Listing status')).toEqual(['pending']);
  });
});

describe('formula-safe cells and access', () => {
  it('neutralises formula-looking values in both formats, and leaves numbers alone', async () => {
    const res = await exportOf(t, s.owner.token, `${C()}/exports/products?search=1`);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""x"")",'+1,'@SUM`);
    const xlsx = await xlsxOf(t, s.owner.token, `${C()}/exports/products?format=xlsx`);
    const evil = xlsx.rows.find((r) => r.SKU === "'@SUM")!;
    expect(evil).toMatchObject({ Brand: `'=HYPERLINK("x")`, Product: "'+1", Description: 'a, b; c' });
    const oats = xlsx.rows.findIndex((r) => r.SKU === 'OAT-1');
    expect(xlsx.types[oats + 1]['5']).toBe('number');
    const contacts = await csvOf(t, s.owner.token, `${C()}/exports/contacts`);
    expect(col(contacts, 'Contact first name')).toContain("'@Eve");
  });

  it('answers as an attachment with the true media type and a dated file name', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const csv = await exportOf(t, s.owner.token, `${C()}/exports/products`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`filename="acme-products-${day}.csv"`);
    await csv.text();
    const xlsx = await exportOf(t, s.owner.token, `${C()}/exports/prices?format=xlsx`);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toContain(`filename="acme-price-history-${day}.xlsx"`);
    await xlsx.arrayBuffer();
  });

  it('is refused as the list is: outsider 404, no token 401, a token without the ability 403, a bad query 422', async () => {
    const status = (token: string | null, path: string) => statusOf(t, token, path);
    for (const dataset of ['brands', 'products', 'retailers', 'listings', 'contacts', 'partners', 'distributors', 'monitoring-pages', 'prices']) {
      expect(await status(s.outsider.token, `${C()}/exports/${dataset}`)).toBe(404);
      expect(
        await status(
          s.outsider.token,
          `${C()}/${dataset === 'listings' ? `retailers/${retailers[0]}/products` : dataset === 'prices' || dataset === 'monitoring-pages' ? `monitoring-products/${seeded.watched.id}/${dataset === 'prices' ? 'prices' : 'pages'}` : dataset}`,
        ),
      ).toBe(404);
    }
    expect(await status(null, `${C()}/exports/products`)).toBe(401);
    expect(await status(s.owner.token, `${C()}/exports/reviews`)).toBe(404);
    expect(await status(s.owner.token, `companies/999999/exports/products`)).toBe(404);
    expect(await status(s.owner.token, `${C()}/exports/products?format=pdf`)).toBe(422);
    expect(await status(s.owner.token, `${C()}/exports/listings?status=sold`)).toBe(422);
    expect(await status(s.owner.token, `${C()}/exports/products?brand_id=x`)).toBe(422);
    const userOnly = await customToken(t, s.owner.token, ['user:read']);
    expect(await status(userOnly, `${C()}/exports/products`)).toBe(403);
    const reader = await customToken(t, s.owner.token, ['companies:read']);
    expect(await status(reader, `${C()}/exports/products`)).toBe(200);
  });
});
