import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileVersions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { VersionRow } from './present-version';

/** A version of this file; a version of another file is 404 like an unknown one. */
export async function findFileVersion(db: Db, fileId: number, versionId: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, versionId), eq(fileVersions.fileId, fileId)))
    .limit(1);
  if (!row) throw notFound('Version');
  return row;
}
