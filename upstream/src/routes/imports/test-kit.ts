import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportResource } from '@/lib/contract/imports';
import type { TestApp } from '../../test/create-test-app';
import { call, form } from '../../test/companies-kit';
import { importsSettled } from '../../services/imports/drain-imports';

export type SheetValue = string | number | null | { formula: string; result?: string | number } | { text: string; hyperlink: string };

/** An XLSX workbook with one worksheet of these rows (row 1 the headers). */
export async function xlsxOf(rows: SheetValue[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Import');
  for (const row of rows) ws.addRow(row);
  // A second sheet is never read.
  wb.addWorksheet('Notes').addRow(['ignored']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export async function upload(t: TestApp, token: string, companyId: number, bytes: Uint8Array | string, name: string) {
  const blob = new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)]);
  return call<{ data: ImportResource }>(t, token, 'POST', `companies/${companyId}/imports`, form({ file: new File([blob], name) }));
}

/** Runs the dry run to its end and answers the import. */
export async function preview(t: TestApp, token: string, imp: ImportResource, options: Record<string, unknown> = {}) {
  const res = await call<{ data: ImportResource }>(t, token, 'POST', `companies/${imp.company_id}/imports/${imp.id}/preview`, {
    mapping: imp.mapping,
    options,
  });
  if (res.status !== 202) return res;
  await importsSettled();
  return call<{ data: ImportResource }>(t, token, 'GET', `companies/${imp.company_id}/imports/${imp.id}`);
}

export async function confirm(t: TestApp, token: string, imp: ImportResource) {
  const res = await call<{ data: ImportResource }>(t, token, 'POST', `companies/${imp.company_id}/imports/${imp.id}/confirm`);
  if (res.status !== 202) return res;
  await importsSettled();
  return call<{ data: ImportResource }>(t, token, 'GET', `companies/${imp.company_id}/imports/${imp.id}`);
}

const TABLES = [
  'products',
  'retailer_products',
  'company_retailers',
  'brands',
  'contacts',
  'company_partners',
  'company_distributors',
  'monitoring_products',
  'monitoring_pages',
];

/** One fingerprint of every catalogue table a dry run must leave alone. */
export async function catalogueDigest(t: TestApp): Promise<string> {
  const parts = TABLES.map((name) => sql.raw(`(select md5(coalesce(string_agg(x::text, '|' order by x.id), '')) from ${name} x)`));
  const res = await t.deps.db.execute<{ d: string }>(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as d`);
  return (res as unknown as { rows: { d: string }[] }).rows[0].d;
}

/** `select count(*)` of a table. */
export async function countOf(t: TestApp, table: string, where = 'true'): Promise<number> {
  const res = await t.deps.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
}
