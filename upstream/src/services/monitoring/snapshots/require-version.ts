import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringVersions } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { VersionRow } from './to-version-resource';

/** A version of the snapshot, or 404. */
export async function requireVersion(db: Db, snapshotId: number, versionId: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(monitoringVersions)
    .where(and(eq(monitoringVersions.id, versionId), eq(monitoringVersions.snapshotId, snapshotId)))
    .limit(1);
  if (!row) throw notFound('Version');
  return row;
}
