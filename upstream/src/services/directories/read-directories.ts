import { asc, eq, sql } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { DIRECTORY_SEARCH_LIMIT } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { directoryDistributors, directoryPartners, directoryRetailers } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countedTotal, countOf, GLOBAL_SCOPE, narrowed, readPage } from '../../lib/read-page';

/** The three shared directories have the same columns; one kit serves them all. */
export type DirectoryTable = typeof directoryRetailers | typeof directoryPartners | typeof directoryDistributors;

export const DIRECTORY_TABLES: Record<DirectoryKind, DirectoryTable> = {
  retailers: directoryRetailers,
  partners: directoryPartners,
  distributors: directoryDistributors,
};

/** Singular names for messages ("Partner not found."). */
export const DIRECTORY_LABELS: Record<DirectoryKind, string> = { retailers: 'Retailer', partners: 'Partner', distributors: 'Distributor' };

/** The columns a directory entry resource is built from. */
export const entryColumns = (table: DirectoryTable) => ({
  id: table.id,
  name: table.name,
  website: table.website,
  country: table.country,
  description: table.description,
  createdAt: table.createdAt,
});

type EntryRow = { id: number; name: string; website: string | null; country: string | null; description: string | null; createdAt: Date };

export const toDirectoryEntry = (row: EntryRow): DirectoryEntry => ({
  id: row.id,
  name: row.name,
  website: row.website,
  country: row.country,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** A `directory_id` in a request body must name an entry of the matching directory (422 otherwise). */
export async function requireDirectoryEntry(db: Db, table: DirectoryTable, id: number, field = 'directory_id'): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw fieldError(field, 'The selected directory entry is invalid.');
}

/** `GET {kind}/{id}`: one shared directory entry (any signed-in user may read it). */
export async function getDirectoryEntry(db: Db, kind: DirectoryKind, id: number): Promise<DirectoryEntry> {
  const table = DIRECTORY_TABLES[kind];
  const [row] = await db.select(entryColumns(table)).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(DIRECTORY_LABELS[kind]);
  return toDirectoryEntry(row);
}

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

/**
 * `GET {kind}/search?q=`, for as-you-type pickers: at most 10 entries whose name contains `q`
 * (case-insensitive, LIKE wildcards taken literally), those starting with `q` first, then by name.
 */
export async function searchDirectory(db: Db, kind: DirectoryKind, q: string): Promise<DirectoryEntry[]> {
  const table = DIRECTORY_TABLES[kind];
  // starts_with compares plain text, so no pattern escaping is needed for the ranking.
  const prefixFirst = sql`case when starts_with(lower(${table.name}), lower(${q})) then 0 else 1 end`;
  const rows = await db
    .select(entryColumns(table))
    .from(table)
    .where(nameFilter(table.name, q))
    .orderBy(prefixFirst, asc(sql`lower(${table.name})`), asc(table.id))
    .limit(DIRECTORY_SEARCH_LIMIT);
  return rows.map(toDirectoryEntry);
}
