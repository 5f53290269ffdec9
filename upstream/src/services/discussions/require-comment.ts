import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discussionComments } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { CommentRow } from './require-discussion';

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
