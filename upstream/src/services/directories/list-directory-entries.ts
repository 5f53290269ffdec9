import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, GLOBAL_SCOPE, narrowed, readPage } from '../../lib/read-page';
import { DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

/** `GET {kind}`: one shared directory, paged, filtered by name and sorted. */
export async function listDirectoryEntries(db: Db, kind: DirectoryKind, query: CatalogueListQuery) {
  const table = DIRECTORY_TABLES[kind];
  const { page, per_page, search, sort } = query;
  const where = nameFilter(table.name, search);
  const searched = search?.trim() ? { table, where } : undefined;
  const count = searched ? countOf(table, where) : countedTotal(`directory_${kind}`, GLOBAL_SCOPE);
  const { rows, total } = await readPage(db, { keys: orderKeysFor(sort, table), page, perPage: per_page, count, search: searched }, (window, listTotal, only) =>
    db
      .select({ ...entryColumns(table), listTotal })
      .from(table)
      .where(narrowed(where, only))
      .orderBy(...window.orderBy)
      .limit(window.limit)
      .offset(window.offset),
  );
  return paged(rows.map(toDirectoryEntry), total, page, per_page);
}
