import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  brands,
  companyDistributors,
  companyPartners,
  contacts,
  monitoringPages,
  monitoringPrices,
  monitoringProducts,
  products,
  retailerProducts,
} from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { raw } from '../../test/files-kit';

export type Sheet = { headers: string[]; rows: Record<string, string>[] };

/** Rows keyed by header; every cell as the text a reader sees (XLSX numbers with two places when they had them). */
const keyed = (table: string[][]): Sheet => {
  const [headers = [], ...rest] = table;
  return { headers, rows: rest.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']))) };
};

export const parseCsv = (text: string): Sheet => keyed(parse(text, { relax_column_count: true }) as string[][]);

const places = (format: string | undefined) => format?.split('.')[1]?.length ?? 0;

export async function parseXlsx(bytes: ArrayBuffer): Promise<Sheet & { types: Record<string, string>[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const table: string[][] = [];
  const types: Record<string, string>[] = [];
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow((row) => {
    const cells = Array.from({ length: Math.max(width, row.cellCount) }, (_, i) => row.getCell(i + 1));
    table.push(
      cells.map((c) => (c.value === null || c.value === undefined ? '' : typeof c.value === 'number' ? c.value.toFixed(places(c.numFmt)) : String(c.value))),
    );
    types.push(Object.fromEntries(cells.map((c, i) => [String(i), typeof c.value])));
  });
  return { ...keyed(table), types };
}

/** `GET …/exports/…` as a raw response. */
export const exportOf = (t: TestApp, token: string, path: string) => raw(t, token, 'GET', path);

/** Only the status of an export; its body (a stream still reading) is read to the end, never left running. */
export async function statusOf(t: TestApp, token: string | null, path: string): Promise<number> {
  const res = await raw(t, token, 'GET', path);
  await res.arrayBuffer();
  return res.status;
}

export async function csvOf(t: TestApp, token: string, path: string): Promise<Sheet> {
  const res = await exportOf(t, token, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return parseCsv(await res.text());
}

export async function xlsxOf(t: TestApp, token: string, path: string) {
  const res = await exportOf(t, token, path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return parseXlsx(await res.arrayBuffer());
}

export const FORMULAS = ['=HYPERLINK("x")', '+1', '@SUM'];

/** A company catalogue: brands, products (one formula-looking), listings at two retailers, contacts, partners, distributors, monitoring. */
export async function seedCatalogue(t: TestApp, companyId: number, retailerIds: number[]) {
  const db = t.deps.db;
  const [sunny, evil] = await db
    .insert(brands)
    .values([
      { companyId, name: 'Sunny Co', category: 'Soap' },
      { companyId, name: FORMULAS[0] },
    ])
    .returning();
  const made = await db
    .insert(products)
    .values([
      { companyId, brandId: sunny.id, name: 'Oats 1kg', sku: 'OAT-1', upc: '012345678905', category: 'Cereal', msrpCents: 499, mapCents: 449 },
      { companyId, brandId: sunny.id, name: 'Oats 2kg', sku: 'OAT-2', msrpCents: 899 },
      { companyId, brandId: evil.id, name: FORMULAS[1], sku: FORMULAS[2], description: 'a, b; c' },
    ])
    .returning();
  await db.insert(retailerProducts).values([
    { companyRetailerId: retailerIds[0], productId: made[0].id, retailerSku: 'T-1', priceCents: 1249, url: 'https://target.example/oats', status: 'listed' },
    { companyRetailerId: retailerIds[0], productId: made[1].id, priceCents: 1999, status: 'pending' },
    { companyRetailerId: retailerIds[1], productId: made[0].id, retailerSku: 'C-1', priceCents: 1100, status: 'delisted' },
  ]);
  await db.insert(contacts).values([
    { companyId, companyRetailerId: retailerIds[0], firstName: 'Dana', lastName: 'Buyer', email: 'dana@target.example', title: 'Buyer' },
    { companyId, firstName: '@Eve', email: 'eve@example.com' },
  ]);
  await db.insert(companyPartners).values([
    { companyId, name: 'Broker One', website: 'https://broker.example' },
    { companyId, name: 'Agency' },
  ]);
  await db.insert(companyDistributors).values([{ companyId, name: 'KeHE', website: 'https://kehe.example' }]);
  const [watched] = await db.insert(monitoringProducts).values({ companyId, name: 'Oats watch', productId: made[0].id }).returning();
  const [page] = await db
    .insert(monitoringPages)
    .values({
      monitoringProductId: watched.id,
      url: 'https://shop.example/oats',
      normalizedUrl: 'shop.example/oats',
      domain: 'shop.example',
      companyRetailerId: retailerIds[0],
    })
    .returning();
  const at = (d: string) => new Date(`2026-11-${d}T10:00:00Z`);
  await db.insert(monitoringPrices).values([
    { monitoringProductId: watched.id, pageId: page.id, amount: 1249, currency: 'USD', source: 'jsonld', firstObservedAt: at('01'), lastObservedAt: at('03') },
    { monitoringProductId: watched.id, pageId: page.id, amount: 1199, currency: 'USD', source: 'jsonld', firstObservedAt: at('04'), lastObservedAt: at('09') },
    { monitoringProductId: watched.id, pageId: page.id, amount: 1000, currency: 'JPY', source: 'manual', firstObservedAt: at('20'), lastObservedAt: at('20') },
  ]);
  return { sunny, evil, products: made, watched, page };
}
