import { asc, sql } from 'drizzle-orm';
import { DIRECTORY_SEARCH_LIMIT } from '@/lib/contract/directories';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { nameFilter } from '../../lib/list-query';
import { DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

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
