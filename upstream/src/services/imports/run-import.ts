import { eq } from 'drizzle-orm';
import type { ImportEntity, ImportEntityCounts, ImportError, ImportOptions } from '@/lib/contract/imports';
import { IMPORT_ENTITIES, importOptions } from '@/lib/contract/imports';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { baseDb } from '../../db/request-transaction';
import { imports } from '../../db/schema';
import type { ImportRowResult } from '../../db/schema/imports';
import { readSheetRows } from '../../lib/spreadsheet/read-sheet-rows';
import type { SheetRow } from '../../lib/spreadsheet/sheet-cell';
import { cellText } from '../../lib/spreadsheet/sheet-cell';
import { notifyUser } from '../notifications/notify-user';
import type { ImportIndex } from './import-index';
import { loadImportIndex } from './load-import-index';
import { planImportRow } from './plan-import-row';
import type { MappedColumn } from './read-import-row';
import { readImportRow } from './read-import-row';
import { sendImportProgress } from './send-import-progress';
import { writeImportBatch } from './write-import-batch';

export type ImportRow = typeof imports.$inferSelect;
/** Rows per batch: one transaction each, one progress event each. */
export const IMPORT_BATCH_ROWS = 500;
const MAX_ERRORS_KEPT = 1000;

/** The mapped columns of the file's headers. */
export function mappedColumns(row: Pick<ImportRow, 'headers' | 'mapping'>): MappedColumn[] {
  return row.headers.flatMap((header, index) => {
    const field = row.mapping[header];
    return field ? [{ index, header, field }] : [];
  });
}

const isBlank = (row: SheetRow) => row.cells.every((c) => cellText(c).trim() === '');

/**
 * Runs a claimed import: the dry run (`previewing` → `previewed`: plans every row, writes nothing
 * to the catalogue) or the import (`running` → `done`: plans again against the catalogue as it is
 * now and writes each batch of 500 rows in one transaction). Each batch renews the claim.
 */
export async function runImport(deps: AppDeps, row: ImportRow, phase: 'preview' | 'apply'): Promise<void> {
  const db = baseDb(deps.db);
  const options: ImportOptions = importOptions.parse(row.options);
  const columns = mappedColumns(row);
  const stored = await deps.storage.get(row.storageKey);
  if (!stored) throw new Error('The uploaded file is no longer stored; upload it again.');
  const index = await loadImportIndex(db, row.companyId);
  const results: ImportRowResult[] = [];
  const total = row.rowCount;
  let batch: SheetRow[] = [];
  let done = 0;
  const flush = async () => {
    const planned = batch.map((r) => planImportRow(index, readImportRow(r, columns, options), options));
    results.push(...planned);
    if (phase === 'apply') {
      const now = deps.now();
      await db.transaction(async (tx) => writeImportBatch({ db: tx as unknown as Db, companyId: row.companyId, userId: row.createdBy, now }, index));
    }
    done += batch.length;
    batch = [];
    await db.update(imports).set({ progressDone: done, claimedAt: deps.now() }).where(eq(imports.id, row.id));
    await sendImportProgress(deps, row, phase === 'apply' ? 'running' : 'previewing', done, total);
  };
  let first = true;
  for await (const sheetRow of readSheetRows(stored.stream, row.format)) {
    if (first) {
      first = false;
      continue;
    }
    if (isBlank(sheetRow)) continue;
    batch.push(sheetRow);
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  if (batch.length) await flush();
  await finish(deps, row, phase, index, results);
}

/** Counts per entity: each record once, with what the import did to it. */
export function countOutcomes(index: ImportIndex): Record<ImportEntity, ImportEntityCounts> {
  const counts = {} as Record<ImportEntity, ImportEntityCounts>;
  for (const entity of IMPORT_ENTITIES) {
    const c = { create: 0, update: 0, unchanged: 0 };
    for (const ref of index.touched[entity]) c[ref.outcome ?? 'unchanged']++;
    counts[entity] = c;
  }
  return counts;
}

async function finish(deps: AppDeps, row: ImportRow, phase: 'preview' | 'apply', index: ImportIndex, results: ImportRowResult[]): Promise<void> {
  const errors: ImportError[] = results.flatMap((r) => r.errors);
  const status = phase === 'apply' ? 'done' : 'previewed';
  const now = deps.now();
  await baseDb(deps.db)
    .update(imports)
    .set({
      status,
      counts: countOutcomes(index),
      errors: errors.slice(0, MAX_ERRORS_KEPT),
      errorCount: errors.length,
      results,
      progressDone: results.length,
      rowCount: results.length,
      claimedAt: null,
      finishedAt: phase === 'apply' ? now : null,
      updatedAt: now,
    })
    .where(eq(imports.id, row.id));
  await sendImportProgress(deps, row, status, results.length, results.length);
  // A done import is never read again (its results hold the report): its file goes.
  if (phase === 'apply') await deps.storage.remove(row.storageKey);
  if (phase === 'apply' && row.createdBy !== null) {
    const created = Object.values(countOutcomes(index)).reduce((sum, c) => sum + c.create + c.update, 0);
    await notifyUser(deps, row.createdBy, 'ImportFinished', {
      kind: 'import_finished',
      title: 'Import finished',
      message: `${row.fileName}: ${created} ${created === 1 ? 'record' : 'records'} created or updated${errors.length ? `, ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in the report` : ''}.`,
      url: `/company/${row.companyId}/import/${row.id}`,
      import_id: row.id,
    });
  }
}
