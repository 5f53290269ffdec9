import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insightResources } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireInsight } from '../access/content-guard';
import type { ResourceRow } from './present-resources';

/**
 * The resource behind `GET insights/resources/{id}/download`: the caller's own pending resource, or
 * one attached to an insight they can read. Anything else is 404, so ids reveal nothing.
 */
export async function findDownloadableResource(db: Db, userId: number, resourceId: number): Promise<ResourceRow> {
  const [row] = await db.select().from(insightResources).where(eq(insightResources.id, resourceId)).limit(1);
  if (!row) throw notFound('Resource');
  if (row.insightId === null) {
    if (row.uploadedBy !== userId) throw notFound('Resource');
    return row;
  }
  await requireInsight(db, userId, row.insightId, 'read');
  return row;
}
