import { inArray } from 'drizzle-orm';
import type { ImportResource } from '@/lib/contract/imports';
import { importOptions } from '@/lib/contract/imports';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { ImportRow } from './run-import';

/** Everything of an import row but the per-row results (the report reads those). */
export type ImportSummaryRow = Omit<ImportRow, 'results'>;

/** Import rows as the contract's resources, with the names of who started them (one query). */
export async function presentImports(db: Db, rows: ImportSummaryRow[]): Promise<ImportResource[]> {
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  const people = ids.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))
    : [];
  const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    file_name: row.fileName,
    format: row.format,
    status: row.status,
    headers: row.headers,
    sample: row.sample,
    row_count: row.rowCount,
    mapping: row.mapping,
    options: importOptions.parse(row.options),
    progress: { done: row.progressDone, total: row.rowCount },
    counts: row.counts as ImportResource['counts'],
    error_count: row.errorCount,
    errors: row.errors,
    failure: row.failure,
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: names.get(row.createdBy) ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  }));
}
