import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { monitoringRequests } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { RequestRow } from './to-request-resource';

/** A request of the monitoring product, or 404 (one of another product is never confirmed). */
export async function requireRequest(db: Db, monitoringProductId: number, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(monitoringRequests)
    .where(and(eq(monitoringRequests.id, requestId), eq(monitoringRequests.monitoringProductId, monitoringProductId)))
    .limit(1);
  if (!row) throw notFound('Request');
  return row;
}
