import { count } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

/** `GET {kind}`: one shared directory, paged, filtered by name and sorted. */
export async function listDirectoryEntries(db: Db, kind: DirectoryKind, query: CatalogueListQuery) {
  const table = DIRECTORY_TABLES[kind];
  const { page, per_page, search, sort } = query;
  const where = nameFilter(table.name, search);
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const window = pageWindow(orderKeysFor(sort, table), n, page, per_page);
  const rows = inPageOrder(await db.select(entryColumns(table)).from(table).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset), window);
  return paged(rows.map(toDirectoryEntry), n, page, per_page);
}
