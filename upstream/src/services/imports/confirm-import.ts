import { and, eq } from 'drizzle-orm';
import type { ImportResource } from '@/lib/contract/imports';
import type { AppDeps } from '../../app-env';
import { imports } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { kickImports } from './drain-imports';
import { presentImports } from './present-imports';
import { requireImport, summaryColumns } from './read-imports';

/** `POST …/imports/{id}/confirm`: only a previewed import is queued (202); anything else is a 409. */
export async function confirmImport(deps: AppDeps, access: CompanyAccess, importId: number): Promise<ImportResource> {
  if (!access.canEdit) throw forbidden();
  const row = await requireImport(deps.db, access, importId);
  const [updated] = await deps.db
    .update(imports)
    .set({ status: 'queued', progressDone: 0, updatedAt: deps.now() })
    .where(and(eq(imports.id, row.id), eq(imports.status, 'previewed')))
    .returning(summaryColumns);
  if (!updated) throw new AppError('CONFLICT', `Only a previewed import can be confirmed; this one is ${row.status}.`);
  kickImports(deps);
  const [resource] = await presentImports(deps.db, [updated]);
  return resource;
}
