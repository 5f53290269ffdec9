import { getTableName, sql } from 'drizzle-orm';
import type { DirectoryEntry, DirectoryEntryBody, DirectoryKind } from '@/lib/contract/directories';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { DIRECTORY_LABELS, DIRECTORY_TABLES, entryColumns, toDirectoryEntry } from './read-directories';

/**
 * `POST {kind}`: adds an entry to a shared directory. Names are unique per directory regardless of
 * case; a duplicate is a 422 naming the existing entry's id so the client can pick it instead.
 * The schema has no unique index on lower(name), so creates in one directory are serialised with
 * a transaction-scoped advisory lock.
 */
export async function createDirectoryEntry(db: Db, kind: DirectoryKind, userId: number, body: DirectoryEntryBody): Promise<DirectoryEntry> {
  const table = DIRECTORY_TABLES[kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(table)}))`);
    const [existing] = await tx.select({ id: table.id, name: table.name }).from(table).where(sql`lower(${table.name}) = lower(${body.name})`).limit(1);
    if (existing) {
      throw fieldError('name', `${DIRECTORY_LABELS[kind]} "${existing.name}" is already in the directory (id ${existing.id}).`);
    }
    const [row] = await tx
      .insert(table)
      .values({ name: body.name, website: body.website || null, country: body.country || null, description: body.description ?? null, createdBy: userId })
      .returning(entryColumns(table));
    return toDirectoryEntry(row);
  });
}
