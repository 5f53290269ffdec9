import { count } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

/** `GET {kind}`: one shared directory, paged, filtered by name and sorted. */
export async function listDirectoryEntries(db: Db, kind: DirectoryKind, query: CatalogueListQuery) {
  const table = DIRECTORY_TABLES[kind];
  const { page, per_page, search, sort } = query;
  const where = nameFilter(table.name, search);
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select(entryColumns(table))
    .from(table)
    .where(where)
    .orderBy(...orderFor(sort, table))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toDirectoryEntry), n, page, per_page);
}
