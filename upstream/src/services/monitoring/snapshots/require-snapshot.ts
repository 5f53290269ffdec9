import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringSnapshots } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { SnapshotRow } from './load-snapshots';

/** A snapshot of the monitoring product, or 404. */
export async function requireSnapshot(db: Db, monitoringProductId: number, snapshotId: number): Promise<SnapshotRow> {
  const [row] = await db
    .select()
    .from(monitoringSnapshots)
    .where(and(eq(monitoringSnapshots.id, snapshotId), eq(monitoringSnapshots.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!row) throw notFound('Snapshot');
  return row;
}
