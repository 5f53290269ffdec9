import { and, count, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { selectMasterLinks, toMasterLink } from './master-kind';
import type { MasterKind } from './master-kind';

/** `GET companies/{id}/master-partners` (or master-distributors): paged; `search` and sort `name` use the directory entry's name. */
export async function listMasterLinks(db: Db, kind: MasterKind, companyId: number, query: CatalogueListQuery) {
  const { table, directory } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(directory.name, search));
  const [{ n }] = await db.select({ n: count() }).from(table).innerJoin(directory, eq(directory.id, kind.directoryId)).where(where);
  const rows = await selectMasterLinks(db, kind)
    .where(where)
    .orderBy(...orderFor(sort, { name: directory.name, createdAt: table.createdAt, id: table.id }))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toMasterLink), n, page, per_page);
}
