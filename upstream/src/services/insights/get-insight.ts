import type { InsightDetail } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import { requireInsight } from '../access/content-guard';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentInsights } from './present-insights';

/** `GET insights/{id}`: the record with its resources and its discussions (comments oldest first). */
export async function getInsight(db: Db, userId: number, insightId: number): Promise<InsightDetail> {
  const { row, canEdit } = await requireInsight(db, userId, insightId, 'read');
  const [[insight], discussions] = await Promise.all([
    presentInsights(db, userId, [row]),
    presentDiscussions(db, userId, { insightId, canEditSubject: canEdit }),
  ]);
  return { ...insight, discussions };
}
