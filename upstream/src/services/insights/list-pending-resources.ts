import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InsightResource } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import { insightResources } from '../../db/schema';
import { presentResources } from './present-resources';

/** `GET insights/pending-resources`: the caller's own pending resources, newest first (not paged: at most MAX_PENDING_RESOURCES). */
export async function listPendingResources(db: Db, userId: number): Promise<InsightResource[]> {
  const rows = await db
    .select()
    .from(insightResources)
    .where(and(eq(insightResources.uploadedBy, userId), isNull(insightResources.insightId)))
    .orderBy(desc(insightResources.createdAt), desc(insightResources.id));
  return presentResources(db, rows);
}
