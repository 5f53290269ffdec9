import { eq, sql } from 'drizzle-orm';
import type { ImportPreviewBody, ImportResource } from '@/lib/contract/imports';
import { IMPORT_FIELD_LABELS } from '@/lib/contract/imports';
import { headerKey } from '@/lib/imports/suggest-mapping';
import type { AppDeps } from '../../app-env';
import { importMappings, imports } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { kickImports } from './drain-imports';
import { presentImports } from './present-imports';
import { requireImport, summaryColumns } from './read-imports';

/** From these an import may be (re)previewed: a new mapping, a dry run again, or after a failure. */
const PREVIEWABLE = new Set(['mapping', 'previewed', 'failed']);

/**
 * `POST …/imports/{id}/preview`: stores the mapping and options, remembers the mapping for the
 * company's next file, and queues the dry run (202). Every mapped header must be one of the file's,
 * and no field may be mapped twice (422 on `mapping.<header>`).
 */
export async function previewImport(deps: AppDeps, access: CompanyAccess, importId: number, body: ImportPreviewBody): Promise<ImportResource> {
  if (!access.canEdit) throw forbidden();
  const row = await requireImport(deps.db, access, importId);
  if (!PREVIEWABLE.has(row.status)) throw new AppError('CONFLICT', `This import is ${row.status}: it cannot be previewed now.`);
  const errors: Record<string, string[]> = {};
  const used = new Map<string, string>();
  for (const [header, field] of Object.entries(body.mapping)) {
    if (!row.headers.includes(header)) errors[`mapping.${header}`] = [`The file has no column "${header}".`];
    else if (field && used.has(field)) errors[`mapping.${header}`] = [`${IMPORT_FIELD_LABELS[field]} is already the column "${used.get(field)}".`];
    if (field) used.set(field, used.get(field) ?? header);
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', Object.values(errors)[0][0], { errors });
  if (used.size === 0) throw new AppError('VALIDATION', 'Map at least one column.', { errors: { mapping: ['Map at least one column.'] } });
  const mapping = Object.fromEntries(row.headers.map((h) => [h, body.mapping[h] ?? null]));
  const [updated] = await deps.db
    .update(imports)
    .set({
      mapping,
      options: body.options,
      status: 'previewing',
      progressDone: 0,
      counts: null,
      errors: [],
      errorCount: 0,
      failure: null,
      updatedAt: deps.now(),
    })
    .where(eq(imports.id, row.id))
    .returning(summaryColumns);
  await deps.db
    .insert(importMappings)
    .values(row.headers.map((h) => ({ companyId: access.companyId, header: headerKey(h), field: mapping[h] })))
    .onConflictDoUpdate({ target: [importMappings.companyId, importMappings.header], set: { field: sql`excluded.field` } });
  kickImports(deps);
  const [resource] = await presentImports(deps.db, [updated]);
  return resource;
}
