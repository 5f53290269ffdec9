import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, GLOBAL_SCOPE, readPage } from '../../lib/read-page';
import { DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

/** `GET {kind}`: one shared directory, paged, filtered by name and sorted. */
export async function listDirectoryEntries(db: Db, kind: DirectoryKind, query: CatalogueListQuery) {
  const table = DIRECTORY_TABLES[kind];
  const { page, per_page, search, sort } = query;
  const where = nameFilter(table.name, search);
  const count = search?.trim() ? countOf(table, where) : countedTotal(`directory_${kind}`, GLOBAL_SCOPE);
  const { rows, total } = await readPage(db, { keys: orderKeysFor(sort, table), page, perPage: per_page, count }, (window, listTotal) =>
    db.select({ ...entryColumns(table), listTotal }).from(table).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset),
  );
  return paged(rows.map(toDirectoryEntry), total, page, per_page);
}
