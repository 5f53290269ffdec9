import { count, desc, eq } from 'drizzle-orm';
import type { PageMeta, PaginationQuery } from '@/lib/contract/common';
import type { VersionResource } from '@/lib/contract/monitoring/snapshots';
import type { Db } from '../../../db/client';
import { monitoringVersions } from '../../../db/schema';
import { paged, pageOffset } from '../../../lib/paginate';
import { toVersionResource } from './to-version-resource';

/** `GET .../snapshots/{id}/versions`: newest first, paged (the snapshot is checked by the caller). */
export async function listVersions(db: Db, snapshotId: number, query: PaginationQuery): Promise<{ data: VersionResource[]; meta: PageMeta }> {
  const where = eq(monitoringVersions.snapshotId, snapshotId);
  const [{ n }] = await db.select({ n: count() }).from(monitoringVersions).where(where);
  const rows = await db
    .select()
    .from(monitoringVersions)
    .where(where)
    .orderBy(desc(monitoringVersions.number))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  return paged(rows.map(toVersionResource), n, query.page, query.per_page);
}
