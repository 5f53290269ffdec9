import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import type { DirectoryTable } from './directory-table';

/** A `directory_id` in a request body must name an entry of the matching directory (422 otherwise). */
export async function requireDirectoryEntry(db: Db, table: DirectoryTable, id: number, field = 'directory_id'): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw fieldError(field, 'The selected directory entry is invalid.');
}
