import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { PaginationQuery } from '@/lib/contract/common';
import type { ImportResource } from '@/lib/contract/imports';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paginate';
import type { CompanyAccess } from '../access/company-guard';
import type { ImportSummaryRow } from './present-imports';
import { presentImports } from './present-imports';

const { results: _results, ...columns } = getTableColumns(imports);
/** Every column but the per-row results (megabytes for a large file; only the report reads them). */
export const summaryColumns = columns;

/** The import, if it is one of the company's (404 otherwise), without its per-row results. */
export async function requireImport(db: Db, access: CompanyAccess, importId: number): Promise<ImportSummaryRow> {
  const [row] = await db
    .select(summaryColumns)
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.companyId, access.companyId)))
    .limit(1);
  if (!row) throw notFound('Import');
  return row;
}

export async function getImport(db: Db, access: CompanyAccess, importId: number): Promise<ImportResource> {
  const [resource] = await presentImports(db, [await requireImport(db, access, importId)]);
  return resource;
}

/** `GET companies/{id}/imports`: newest first. */
export async function listImports(db: Db, access: CompanyAccess, query: PaginationQuery) {
  const where = eq(imports.companyId, access.companyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(imports)
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(imports).where(where),
  ]);
  return paged(await presentImports(db, rows), total, query.page, query.per_page);
}
