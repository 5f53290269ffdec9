import { and, count, eq, isNull } from 'drizzle-orm';
import type { InsightResource } from '@/lib/contract/insights';
import type { AppDeps } from '../../app-env';
import { insightResources } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { ReceivedDocument } from '../../lib/streaming-form';
import { presentResources } from './present-insights';

/** Pending resources are private scratch space until attached; this bounds what one user can park. */
export const MAX_PENDING_RESOURCES = 50;

/**
 * `POST insights/resources`: the documents (already streamed to storage by the route, which removes
 * them if this throws) become the caller's pending resources, to attach when creating an insight
 * (`insight_resource_ids`) or later. Only their uploader sees or uses them while pending.
 */
export async function uploadResources(deps: AppDeps, userId: number, documents: ReceivedDocument[]): Promise<InsightResource[]> {
  const { db } = deps;
  if (documents.length === 0) throw fieldError('file', 'The file field is required.');
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(insightResources)
    .where(and(eq(insightResources.uploadedBy, userId), isNull(insightResources.insightId)));
  if (Number(pending) + documents.length > MAX_PENDING_RESOURCES) {
    throw fieldError('file', `At most ${MAX_PENDING_RESOURCES} pending resources: attach or delete some first.`);
  }
  const rows = await db
    .insert(insightResources)
    .values(
      documents.map((d) => ({
        uploadedBy: userId,
        storageName: d.storageName,
        originalName: d.originalName,
        mime: d.mime,
        size: d.size,
        createdAt: deps.now(),
      })),
    )
    .returning();
  return presentResources(db, rows);
}
