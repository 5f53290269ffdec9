import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringSnapshots } from '../../../db/schema';
import { requireSnapshot } from './require-snapshot';

/**
 * `DELETE .../snapshots/{id}`: the snapshot and its versions. Their stored bytes stay: blobs are
 * shared by content hash with other versions (and pages). Prices keep their rows, their version
 * link is cleared.
 */
export async function deleteSnapshot(db: Db, monitoringProductId: number, snapshotId: number): Promise<void> {
  const snapshot = await requireSnapshot(db, monitoringProductId, snapshotId);
  await db.delete(monitoringSnapshots).where(eq(monitoringSnapshots.id, snapshot.id));
}
