import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringPages, monitoringProducts } from '../../db/schema';
import { enqueueRequests } from './enqueue-requests';

/** Pages queued per tick at most; the rest are still due at the next tick. */
export const TICK_BATCH = 500;

/**
 * The scheduler tick: every page whose next check is due (or that was never checked), not paused,
 * of an active product, gets a `schedule` request. Pages with an open request keep it
 * (enqueueRequests), so overlapping ticks — or several processes ticking — queue nothing twice.
 */
export async function enqueueDuePages(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: monitoringPages.id })
    .from(monitoringPages)
    .innerJoin(monitoringProducts, eq(monitoringProducts.id, monitoringPages.monitoringProductId))
    .where(
      and(
        or(isNull(monitoringPages.nextCheckAt), lte(monitoringPages.nextCheckAt, now)),
        ne(monitoringPages.status, 'paused'),
        eq(monitoringProducts.status, 'active'),
      ),
    )
    .orderBy(monitoringPages.nextCheckAt, monitoringPages.id)
    .limit(TICK_BATCH);
  if (due.length === 0) return 0;
  const created = await enqueueRequests(db, { pageIds: due.map((p) => p.id), trigger: 'schedule' });
  return created.length;
}
