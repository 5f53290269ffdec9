import type { InsightDetail } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import type { InsightAccess } from '../access/content-guard';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentInsights } from './present-insights';

/**
 * `GET insights/{id}` (`access`: the handler's requireInsight 'read'): the record with its resources
 * and its discussions (comments oldest first).
 */
export async function getInsight(db: Db, access: InsightAccess, userId: number): Promise<InsightDetail> {
  const { row, canEdit } = access;
  const insightId = row.id;
  const [[insight], discussions] = await Promise.all([
    presentInsights(db, userId, [row]),
    presentDiscussions(db, userId, { insightId, canEditSubject: canEdit }),
  ]);
  return { ...insight, discussions };
}
