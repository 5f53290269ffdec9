import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discussionComments, discussions } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';

export type DiscussionRow = typeof discussions.$inferSelect;
export type CommentRow = typeof discussionComments.$inferSelect;
/** What a discussion is about: its live-update event and token ability follow from the kind. */
export type DiscussionSubjectRef = { kind: 'file' | 'insight' | 'meeting' | 'task'; id: number; workspaceIds: number[]; canEdit: boolean };
export type DiscussionAccess = { row: DiscussionRow; subject: DiscussionSubjectRef };

/**
 * Loads a discussion and checks access through its subject: reading the file or insight lets the
 * caller read the discussion and comment on it; `edit` (change or delete the discussion) needs its
 * author or someone who may edit the subject. Outsiders get 404 as for the subject itself.
 */
export async function requireDiscussion(db: Db, userId: number, discussionId: number, need: 'read' | 'edit'): Promise<DiscussionAccess> {
  const [row] = await db.select().from(discussions).where(eq(discussions.id, discussionId)).limit(1);
  if (!row) throw notFound('Discussion');
  let subject: DiscussionSubjectRef;
  try {
    if (row.fileId !== null) {
      const access = await requireFile(db, userId, row.fileId, 'read');
      subject = { kind: 'file', id: row.fileId, workspaceIds: access.workspaceIds, canEdit: access.canEdit };
    } else if (row.insightId !== null) {
      const access = await requireInsight(db, userId, row.insightId, 'read');
      subject = { kind: 'insight', id: row.insightId, workspaceIds: access.workspaceIds, canEdit: access.canEdit };
    } else if (row.meetingId !== null) {
      const access = await requireMeeting(db, userId, row.meetingId, 'read');
      subject = { kind: 'meeting', id: row.meetingId, workspaceIds: access.workspaceIds, canEdit: access.canEdit };
    } else if (row.taskId !== null) {
      const access = await requireTask(db, userId, row.taskId, 'read');
      subject = { kind: 'task', id: row.taskId, workspaceIds: access.workspaceIds, canEdit: access.canEdit };
    } else {
      throw notFound('Discussion');
    }
  } catch (error) {
    // The subject's 404 would name the file or insight; the caller asked for a discussion.
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('Discussion');
    throw error;
  }
  if (need === 'edit' && row.authorId !== userId && !subject.canEdit) {
    throw forbidden(`Only its author or an editor of the ${subject.kind} can change this discussion.`);
  }
  return { row, subject };
}

/** A comment of this discussion (404 otherwise); changing or deleting it is for its author only. */
export async function requireComment(db: Db, userId: number, discussionId: number, commentId: number): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(discussionComments)
    .where(and(eq(discussionComments.id, commentId), eq(discussionComments.discussionId, discussionId)))
    .limit(1);
  if (!row) throw notFound('Comment');
  if (row.authorId !== userId) throw forbidden('Only its author can change this comment.');
  return row;
}
