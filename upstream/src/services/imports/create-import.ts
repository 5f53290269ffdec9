import { eq } from 'drizzle-orm';
import type { ImportField, ImportResource } from '@/lib/contract/imports';
import { IMPORT_MAX_ROWS } from '@/lib/contract/imports';
import { suggestMapping } from '@/lib/imports/suggest-mapping';
import type { AppDeps } from '../../app-env';
import { importMappings, imports } from '../../db/schema';
import { fieldError, forbidden } from '../../lib/errors';
import { checkXlsxExpansion } from '../../lib/spreadsheet/check-xlsx-expansion';
import { inspectSheet, TooManyRowsError } from '../../lib/spreadsheet/inspect-sheet';
import { UnreadableSheetError } from '../../lib/spreadsheet/read-sheet-rows';
import type { ReceivedDocument } from '../../lib/streaming-form';
import type { CompanyAccess } from '../access/company-guard';
import { presentImports } from './present-imports';

/**
 * `POST companies/{id}/imports`: the uploaded file (already in storage) is read once for its
 * headers, first rows and row count, and the import waits in `mapping` with a suggested mapping:
 * the company's remembered one, then the headers' synonyms. A file that cannot be read, has no
 * header, has too many rows or inflates past what a workbook of its size can hold (a zip bomb) is a
 * 422 on `file`, and its stored copy is removed.
 */
export async function createImport(deps: AppDeps, access: CompanyAccess, file: ReceivedDocument): Promise<ImportResource> {
  if (!access.canEdit) throw forbidden();
  const format = file.storageName.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const read = async () => {
    const stored = await deps.storage.get(file.storageName);
    if (!stored) throw new Error('The uploaded file was not stored.');
    return stored.stream;
  };
  let summary: Awaited<ReturnType<typeof inspectSheet>>;
  try {
    // A workbook is checked whole before it is read (at most IMPORT_MAX_BYTES): no zip bomb gets in.
    if (format === 'xlsx') await checkXlsxExpansion(Buffer.from(await new Response(await read()).arrayBuffer()));
    summary = await inspectSheet(await read(), format, IMPORT_MAX_ROWS);
  } catch (error) {
    await deps.storage.remove(file.storageName);
    if (error instanceof TooManyRowsError)
      throw fieldError('file', `${error.message} Split it into files of at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`);
    if (error instanceof UnreadableSheetError) throw fieldError('file', `The file must be a CSV or XLSX file: ${error.message}`);
    throw error;
  }
  if (summary.headers.length === 0) {
    await deps.storage.remove(file.storageName);
    throw fieldError('file', 'The file has no header row: its first row must name the columns.');
  }
  const remembered = await deps.db
    .select({ header: importMappings.header, field: importMappings.field })
    .from(importMappings)
    .where(eq(importMappings.companyId, access.companyId));
  const mapping = suggestMapping(summary.headers, Object.fromEntries(remembered.map((r) => [r.header, r.field as ImportField | null])));
  const [row] = await deps.db
    .insert(imports)
    .values({
      companyId: access.companyId,
      createdBy: access.userId,
      fileName: file.originalName,
      format,
      storageKey: file.storageName,
      headers: summary.headers,
      sample: summary.sample,
      rowCount: summary.rowCount,
      mapping,
    })
    .returning();
  const [resource] = await presentImports(deps.db, [row]);
  return resource;
}
