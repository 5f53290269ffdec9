import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { insightResources } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';

export const RESOURCE_ATTACHED = 'The resource is attached to an insight: detach it first.';

/**
 * `DELETE insights/pending-resources/{id}`: the caller's own pending resource and its bytes. Someone
 * else's resource is 404 (pending ones are private); an attached one is a 422.
 */
export async function deletePendingResource(deps: AppDeps, userId: number, resourceId: number): Promise<void> {
  const [row] = await deps.db.select().from(insightResources).where(eq(insightResources.id, resourceId)).limit(1);
  if (!row || row.uploadedBy !== userId) throw notFound('Resource');
  if (row.insightId !== null) throw fieldError('insight_resource_id', RESOURCE_ATTACHED);
  // The pending condition in the DELETE itself: an attach racing this one wins or loses cleanly.
  const deleted = await deps.db
    .delete(insightResources)
    .where(and(eq(insightResources.id, resourceId), isNull(insightResources.insightId)))
    .returning({ storageName: insightResources.storageName });
  if (deleted.length === 0) throw fieldError('insight_resource_id', RESOURCE_ATTACHED);
  await deps.storage.remove(deleted[0].storageName);
}
