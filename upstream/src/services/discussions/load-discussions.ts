import { asc, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Comment, Discussion } from '@/lib/contract/discussions';
import type { MemberUser } from '@/lib/contract/teams';
import type { Db } from '../../db/client';
import { discussionComments, discussions } from '../../db/schema';
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
