import { eq } from 'drizzle-orm';
import { pageVersionsHref } from '@/lib/monitoring/paths';
import type { Db } from '../../db/client';
import { monitoringProducts, monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';

/**
 * A monitored page version as a shared record: readable by whoever reads its company (the same rule
 * as `GET …/snapshots/{id}/versions/{id}`), 404 otherwise. Its link opens the versions screen on it.
 */
export async function requireSharedVersion(db: Db, userId: number, versionId: number): Promise<{ url: string }> {
  const [row] = await db
    .select({ snapshotId: monitoringVersions.snapshotId, productId: monitoringSnapshots.monitoringProductId, companyId: monitoringProducts.companyId })
    .from(monitoringVersions)
    .innerJoin(monitoringSnapshots, eq(monitoringSnapshots.id, monitoringVersions.snapshotId))
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringSnapshots.monitoringProductId))
    .where(eq(monitoringVersions.id, versionId))
    .limit(1);
  if (!row) throw notFound('Page version');
  await requireCompany(db, userId, row.companyId, 'read');
  return { url: pageVersionsHref(row.companyId, row.productId, row.snapshotId, versionId) };
}
