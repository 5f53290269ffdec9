import { eq } from 'drizzle-orm';
import type { Discussion } from '@/lib/contract/discussions';
import type { Db } from '../../db/client';
import { discussions } from '../../db/schema';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';
import { loadDiscussions } from './load-discussions';

export type DiscussionSubject = ({ fileId: number } | { insightId: number } | { meetingId: number } | { taskId: number }) & {
  /** Whether the caller may edit the subject; the caller's detail view already knows it. Absent: checked here. */
  canEditSubject?: boolean;
};

/**
 * The discussions of a file or an insight, oldest first, with their comments oldest first.
 * The caller must already have read access to the subject (the handlers check it first).
 */
export async function presentDiscussions(db: Db, userId: number, subject: DiscussionSubject): Promise<Discussion[]> {
  if ('fileId' in subject) {
    const canEdit = subject.canEditSubject ?? (await requireFile(db, userId, subject.fileId, 'read')).canEdit;
    return loadDiscussions(db, userId, eq(discussions.fileId, subject.fileId), canEdit);
  }
  if ('insightId' in subject) {
    const canEdit = subject.canEditSubject ?? (await requireInsight(db, userId, subject.insightId, 'read')).canEdit;
    return loadDiscussions(db, userId, eq(discussions.insightId, subject.insightId), canEdit);
  }
  if ('meetingId' in subject) {
    const canEdit = subject.canEditSubject ?? (await requireMeeting(db, userId, subject.meetingId, 'read')).canEdit;
    return loadDiscussions(db, userId, eq(discussions.meetingId, subject.meetingId), canEdit);
  }
  const canEdit = subject.canEditSubject ?? (await requireTask(db, userId, subject.taskId, 'read')).canEdit;
  return loadDiscussions(db, userId, eq(discussions.taskId, subject.taskId), canEdit);
}
