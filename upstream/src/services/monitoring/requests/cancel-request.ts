import { and, eq } from 'drizzle-orm';
import type { MonitoringRequest } from '@/lib/contract/monitoring/requests';
import type { Db } from '../../../db/client';
import { monitoringRequests } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { requireRequest } from './require-request';
import { toRequestResource } from './to-request-resource';

/**
 * Cancels a queued request. The update is conditional on the status, so a worker that claims the
 * request at the same moment wins cleanly and the caller gets a 409 instead of a half-cancelled fetch.
 */
export async function cancelRequest(db: Db, monitoringProductId: number, requestId: number, now: Date): Promise<MonitoringRequest> {
  const current = await requireRequest(db, monitoringProductId, requestId);
  const [row] = await db
    .update(monitoringRequests)
    .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
    .where(and(eq(monitoringRequests.id, current.id), eq(monitoringRequests.status, 'queued')))
    .returning();
  if (!row) throw new AppError('CONFLICT', `Only a queued request can be cancelled; this one is ${current.status === 'running' ? 'running' : 'finished'}.`);
  return toRequestResource(row);
}
