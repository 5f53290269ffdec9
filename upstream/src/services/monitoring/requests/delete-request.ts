import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringRequests } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { cancelRequest } from './cancel-request';
import { requireRequest } from './require-request';

/**
 * `DELETE .../requests/{id}`: a queued request is cancelled (its row stays, as the record of the
 * attempt); a finished one is removed; a running one cannot be touched until it ends (409).
 * Versions and prices it observed stay: they are evidence of their own.
 */
export async function deleteRequest(db: Db, monitoringProductId: number, requestId: number, now: Date): Promise<'cancelled' | 'deleted'> {
  const current = await requireRequest(db, monitoringProductId, requestId);
  if (current.status === 'queued') {
    await cancelRequest(db, monitoringProductId, requestId, now);
    return 'cancelled';
  }
  const removed = await db
    .delete(monitoringRequests)
    .where(and(eq(monitoringRequests.id, current.id), notInArray(monitoringRequests.status, ['queued', 'running'])))
    .returning({ id: monitoringRequests.id });
  if (removed.length === 0) throw new AppError('CONFLICT', 'The request is running; it can be deleted once it has finished.');
  return 'deleted';
}
