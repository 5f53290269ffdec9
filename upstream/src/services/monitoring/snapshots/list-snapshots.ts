import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { SnapshotListQuery, SnapshotResource } from '@/lib/contract/monitoring/snapshots';
import type { Db } from '../../../db/client';
import { monitoringSnapshots } from '../../../db/schema';
import { paged, pageOffset } from '../../../lib/paginate';
import { loadSnapshots } from './load-snapshots';

/** `GET .../snapshots`: one per captured page, the most recently seen first. */
export async function listSnapshots(db: Db, monitoringProductId: number, query: SnapshotListQuery): Promise<{ data: SnapshotResource[]; meta: PageMeta }> {
  const S = monitoringSnapshots;
  const where = and(eq(S.monitoringProductId, monitoringProductId), query.page_id ? eq(S.pageId, query.page_id) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(S).where(where);
  const rows = await db
    .select()
    .from(S)
    .where(where)
    .orderBy(sql`${S.lastSeenAt} desc nulls last`, desc(S.id))
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  return paged(await loadSnapshots(db, rows), n, query.page, query.per_page);
}
