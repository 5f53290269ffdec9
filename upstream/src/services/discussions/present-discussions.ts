import type { SQL } from 'drizzle-orm';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Comment, Discussion } from '@/lib/contract/discussions';
import type { MemberUser } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { discussionComments, discussions } from '../../db/schema';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';
import { loadMemberUsers, memberOf } from './load-member-users';

type CommentRow = typeof discussionComments.$inferSelect;

/** A comment as the contract shows it; only its author may edit or delete it. */
export function toCommentResource(row: CommentRow, authors: Map<number, MemberUser>, userId: number): Comment {
  return {
    id: row.id,
    discussion_id: row.discussionId,
    body: row.body,
    author: memberOf(authors, row.authorId),
    can_edit: row.authorId === userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Discussions matching `where`, oldest first, each with its comments oldest first (three queries
 * whatever the count). `canEditSubject`: the caller may edit the file or insight discussed, which
 * lets them edit or delete any discussion on it (authors always may).
 */
export async function loadDiscussions(db: Db, userId: number, where: SQL | undefined, canEditSubject: boolean): Promise<Discussion[]> {
  const rows = await db.select().from(discussions).where(where).orderBy(asc(discussions.createdAt), asc(discussions.id));
  if (rows.length === 0) return [];
  const comments = await db
    .select()
    .from(discussionComments)
    .where(
      inArray(
        discussionComments.discussionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id));
  const authors = await loadMemberUsers(db, [...rows.map((r) => r.authorId), ...comments.map((c) => c.authorId)]);
  return rows.map((d) => ({
    id: d.id,
    file_id: d.fileId,
    insight_id: d.insightId,
    meeting_id: d.meetingId,
    task_id: d.taskId,
    title: d.title,
    body: d.body,
    author: memberOf(authors, d.authorId),
    can_edit: canEditSubject || d.authorId === userId,
    comments: comments.filter((c) => c.discussionId === d.id).map((c) => toCommentResource(c, authors, userId)),
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  }));
}

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
