import { eq } from 'drizzle-orm';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { DIRECTORY_LABELS, DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './directory-table';

/** `GET {kind}/{id}`: one shared directory entry (any signed-in user may read it). */
export async function getDirectoryEntry(db: Db, kind: DirectoryKind, id: number): Promise<DirectoryEntry> {
  const table = DIRECTORY_TABLES[kind];
  const [row] = await db.select(entryColumns(table)).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw notFound(DIRECTORY_LABELS[kind]);
  return toDirectoryEntry(row);
}
