import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import { IMPORT_ENTITIES } from '@/lib/contract/imports';
import { formulaSafe } from '@/lib/csv/csv-cell';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';

/**
 * `GET …/imports/{id}/report`: one CSV line per row of the file — its number, the cells of its
 * problems, what it did to each kind of record (create, update, unchanged, error) and its messages.
 * Every cell is formula-safe (csv-cell.ts): the file's own values come back in the messages.
 */
export async function buildImportReport(db: Db, access: CompanyAccess, importId: number): Promise<{ fileName: string; csv: string }> {
  const [row] = await db
    .select({ fileName: imports.fileName, results: imports.results })
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.companyId, access.companyId)))
    .limit(1);
  if (!row) throw notFound('Import');
  const lines: string[][] = [['row', 'cell', ...IMPORT_ENTITIES, 'message']];
  for (const r of row.results) {
    lines.push([
      String(r.row),
      r.errors.map((e) => e.cell).join(' '),
      ...IMPORT_ENTITIES.map((entity) => r.entities[entity] ?? ''),
      r.errors.map((e) => `${e.cell}: ${e.message}`).join(' | '),
    ]);
  }
  const csv = stringify(
    lines.map((line) => line.map(formulaSafe)),
    { record_delimiter: '\r\n', bom: true },
  );
  return { fileName: `${row.fileName.replace(/\.(csv|xlsx)$/i, '')}-report.csv`, csv };
}
